import { z } from 'zod';
import { badUserInput } from '../../errors/app-errors';
import { message } from '../../i18n/message';
import { validationMessage } from '../../i18n/validation-messages';
import { parseInput } from './parse-input';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
export const MAX_SORTS = 4;

const LIMIT_RANGE = validationMessage('Limit must be between 1 and {{max}}.', { max: MAX_LIMIT });

const pagingSchema = z
  .object({
    limit: z
      .number()
      .int()
      .min(1, { error: LIMIT_RANGE })
      .max(MAX_LIMIT, { error: LIMIT_RANGE })
      .nullish()
      .transform((value) => value ?? DEFAULT_LIMIT),
    offset: z
      .number()
      .int()
      .min(0, { error: 'Offset must be zero or more.' })
      .nullish()
      .transform((value) => value ?? 0),
  })
  .nullish()
  .transform((value) => value ?? { limit: DEFAULT_LIMIT, offset: 0 });

export interface Paging {
  limit: number;
  offset: number;
}

export function parsePaging(
  paging: { limit?: number | null; offset?: number | null } | null | undefined,
): Paging {
  return parseInput(pagingSchema, paging, 'paging');
}

export interface SortSpec<F extends string> {
  field: F;
  direction: 'ASC' | 'DESC';
}

/** Keeps the first sort of each field (a repeat cannot change the order) and caps the count. */
export function parseSorting<F extends string>(
  sorting: readonly SortSpec<F>[] | null | undefined,
): SortSpec<F>[] {
  const seen = new Set<F>();
  const unique = (sorting ?? []).filter((sort) => !seen.has(sort.field) && seen.add(sort.field));
  if (unique.length > MAX_SORTS) {
    throw badUserInput(message('Sorting accepts at most {{max}} fields.', { max: MAX_SORTS }), 'sorting');
  }
  return unique;
}
