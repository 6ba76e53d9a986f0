import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The `extensions.code` and `extensions.reason` of the first GraphQL error, if any. */
export function errorCodeOf(error: unknown): { code?: string; reason?: string } {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const extensions = error.errors[0]?.extensions ?? {};
  return {
    code: typeof extensions.code === 'string' ? extensions.code : undefined,
    reason: typeof extensions.reason === 'string' ? extensions.reason : undefined,
  };
}
