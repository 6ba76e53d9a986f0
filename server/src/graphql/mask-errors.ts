import type { GraphQLError } from 'graphql';
import { createGraphQLError, maskError } from 'graphql-yoga';
import { isDatabaseUnavailable } from '../db/pg-error';

/** The spec's generic failure, for anything unexpected. */
export const GENERIC_FAILURE = 'Something went wrong.';

export const DATABASE_UNAVAILABLE =
  'The service cannot reach its database at the moment. Try again in a minute.';

/**
 * Expected errors pass through; anything else is answered with the spec's generic failure (and
 * logged by yoga with its stack), except a database that cannot be reached or does not answer
 * in time: that one says so (`SERVICE_UNAVAILABLE`), since trying again later is the remedy.
 */
export function maskUnexpectedError(error: unknown, message: string, isDev?: boolean): Error {
  if (!isDatabaseUnavailable(error)) return maskError(error, message, isDev);
  const located = error as Partial<GraphQLError>;
  return createGraphQLError(DATABASE_UNAVAILABLE, {
    nodes: located.nodes,
    path: located.path,
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
}
