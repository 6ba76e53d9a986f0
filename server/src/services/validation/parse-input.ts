import type { z } from 'zod';
import { badUserInput } from '../../errors/app-errors';
import { carriedMessage, validationMessageOf } from '../../i18n/validation-messages';

/**
 * Parses input with a zod schema whose messages are already human sentences; the first problem
 * becomes a BAD_USER_INPUT error naming the field, with the message's template when it has values
 * (i18n/validation-messages.ts).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, pathPrefix?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [pathPrefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  if (!issue) throw badUserInput('The input is not valid.', path || undefined);
  const params = issue.code === 'custom' ? issue.params : undefined;
  throw badUserInput(carriedMessage(params) ?? validationMessageOf(issue.message), path || undefined);
}
