import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The form field a BAD_USER_INPUT answer names (`update.timeZone` → `timeZone`), so the message
 * shows under that field; null for any other failure.
 */
export function serverFieldOf(error: unknown, prefix: string): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const [first] = error.errors;
  const field = first?.extensions?.field;
  if (first?.extensions?.code !== 'BAD_USER_INPUT' || typeof field !== 'string') return null;
  return field.startsWith(`${prefix}.`) ? field.slice(prefix.length + 1) : null;
}
