import { createGraphQLError } from 'graphql-yoga';

/**
 * The expected errors of the API. Messages are human sentences (capital letter, full stop) that
 * the dashboard shows as they are; `code` lets clients react without parsing them.
 */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT';

const appError = (message: string, code: ErrorCode, extra: Record<string, unknown> = {}) =>
  createGraphQLError(message, { extensions: { code, ...extra } });

// Yoga turns extensions.http into the response status and strips it from the body.
export const unauthenticated = (message = 'Sign in to continue.') =>
  appError(message, 'UNAUTHENTICATED', { http: { status: 401 } });

export const forbidden = (message: string) => appError(message, 'FORBIDDEN');

export const notFound = (message: string) => appError(message, 'NOT_FOUND');

/** `field` is the input path at fault, e.g. `input.name`, for forms that mark the field. */
export const badUserInput = (message: string, field?: string) =>
  appError(message, 'BAD_USER_INPUT', field ? { field } : {});

export const conflict = (message: string) => appError(message, 'CONFLICT');
