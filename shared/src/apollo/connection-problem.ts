/**
 * The Apollo error link reports requests that did not reach the API (no network, a 5xx from a
 * deploy or a proxy) here; the session listens and checks the connection until it is back. Same
 * shape as `unauthenticated.ts`, for the same reason: the client must not import the session.
 */
import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  ServerError,
  ServerParseError,
} from '@apollo/client/errors';

type Listener = () => void;
const listeners = new Set<Listener>();

export function onConnectionProblem(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportConnectionProblem(): void {
  for (const listener of [...listeners]) listener();
}

/** A 5xx, or a request that got no answer at all (fetch's TypeError); a cancelled request is neither. */
export function isConnectionProblem(error: unknown): boolean {
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode >= 500;
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) return false;
  return error instanceof TypeError;
}
