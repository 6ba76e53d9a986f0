/**
 * The Apollo error link reports rejected credentials here and the session store listens, so the
 * client does not import the session (which itself queries through the client).
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

type Listener = () => void;
const listeners = new Set<Listener>();

export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportUnauthenticated(): void {
  for (const listener of [...listeners]) listener();
}

/** A 401, or a GraphQL error coded UNAUTHENTICATED (what the API answers for a bad or expired token). */
export function isUnauthenticatedError(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED');
  }
  return false;
}
