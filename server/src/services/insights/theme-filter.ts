import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/database';
import { productTerms, recordings } from '../../db/schema';
import type { RecordingFilter } from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { issueWithMessage } from '../../i18n/validation-messages';
import { parseInput } from '../validation/parse-input';
import { THEME_MAX, themeTerm } from './terms';

/** The recordings filter's `theme`: blank is no filter; otherwise a word or two-word phrase. */
export const themeArg = z
  .string()
  .trim()
  .max(THEME_MAX, { error: 'A theme is one word or a two-word phrase, such as "checkout button".' })
  .transform((input, ctx) => {
    if (input === '') return null;
    const term = themeTerm(input);
    if (term) return term;
    ctx.addIssue({
      code: 'custom',
      ...issueWithMessage(
        message(
          '"{{input}}" is not a theme: a theme is one word or a two-word phrase that is not only common words, such as "checkout button".',
          { input },
        ),
      ),
    });
    return z.NEVER;
  })
  .nullish();

/**
 * Recordings whose terms hold the theme (the same terms productThemes counts), through
 * recording_terms_in_scope (drizzle/0021), whose GIN index row-level security would otherwise
 * keep unused. Recordings the sweep has not read yet do not match.
 */
export const themeCondition = (productId: string, term: string): SQL =>
  sql`exists (select 1 from recording_terms_in_scope t where t.recording_id = ${recordings.id}
    and t.product_id = ${productId}::uuid and t.terms @> array[${term}]::text[])`;

/**
 * How many of the product's recordings a filter holding only a theme matches, read from the
 * running count productThemes also reads (product_terms) instead of counting the matches: a
 * theme of one recording in four is 250,000 rows at a million. Null when the filter has anything
 * else, or no theme. For countRecordings, as it reads the running total when there is no filter.
 */
export async function themeOnlyCount(
  tx: Transaction,
  organisationId: string,
  productId: string,
  filter: RecordingFilter | null | undefined,
): Promise<number | null> {
  if (!filter) return null;
  const { theme, ...rest } = filter;
  const others = Object.entries(rest).some(([key, value]) =>
    key === 'search' ? typeof value === 'string' && value.trim() !== '' : value != null,
  );
  if (others || typeof theme !== 'string' || theme.trim() === '') return null;
  const term = parseInput(themeArg, theme, 'filter.theme');
  if (!term) return null;
  const [row] = await tx
    .select({ documents: productTerms.documents })
    .from(productTerms)
    .where(
      and(
        eq(productTerms.organisationId, organisationId),
        eq(productTerms.productId, productId),
        eq(productTerms.term, term),
      ),
    );
  return row?.documents ?? 0;
}
