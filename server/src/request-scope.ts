import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What is known about the HTTP request a piece of code runs for, wherever it runs. */
export interface RequestScope {
  /** Echoed in `x-request-id`, written on every log line and audit row of the request. */
  id: string;
  /** The GraphQL operation's name, once known (for the access log). */
  operation?: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** A proxy's or client's id is kept when it is a plain token; anything else gets a fresh one. */
const USABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && USABLE_REQUEST_ID.test(value) ? value : randomUUID();
}

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

export const currentRequestScope = (): RequestScope | undefined => storage.getStore();

export const currentRequestId = (): string | undefined => storage.getStore()?.id;
