import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ALL_DOCUMENTS, productTerms } from '../../db/schema';
import type { QueryProductThemesArgs, Theme } from '../../generated/resolvers-types';
import { validationMessage } from '../../i18n/validation-messages';
import { rowsOf } from '../../jobs/queue-role';
import { inOrganisation, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { requireVisibleProduct } from '../recording/load-recordings';
import { parseInput } from '../validation/parse-input';
import { DAY_MS } from './insight-args';

export const THEMES_DEFAULT_DAYS = 30;
export const THEMES_MAX_DAYS = 366;
export const THEMES_DEFAULT_LIMIT = 10;
export const THEMES_MAX_LIMIT = 30;
/**
 * The period's most frequent terms that are scored, at most. A term outside them occurs in fewer
 * of the period's recordings than all of them, which its rarity in the product's history would
 * have to outweigh many times over.
 */
const CANDIDATES = 2_000;

const LIMIT_RANGE = validationMessage('Limit must be between 1 and {{max}}.', { max: THEMES_MAX_LIMIT });

const argsSchema = z
  .object({
    from: z.date().nullish(),
    to: z.date().nullish(),
    limit: z
      .number()
      .int()
      .min(1, { error: LIMIT_RANGE })
      .max(THEMES_MAX_LIMIT, { error: LIMIT_RANGE })
      .nullish()
      .transform((limit) => limit ?? THEMES_DEFAULT_LIMIT),
  })
  .transform((args, ctx) => {
    const to = args.to ?? new Date();
    const from = args.from ?? new Date(to.getTime() - THEMES_DEFAULT_DAYS * DAY_MS);
    if (from >= to) {
      ctx.addIssue({ code: 'custom', message: 'From must be before To.', path: ['to'] });
      return z.NEVER;
    }
    if (to.getTime() - from.getTime() > THEMES_MAX_DAYS * DAY_MS) {
      ctx.addIssue({
        code: 'custom',
        message: validationMessage('The period can span at most {{max}} days.', { max: THEMES_MAX_DAYS }),
        path: ['from'],
      });
      return z.NEVER;
    }
    return { ...args, from, to };
  });

interface Scored {
  phrase: string;
  recordings: number;
  score: number;
}

/** How characteristic `documents` recordings of the period are, of `history` ever, among `all`. */
const scoreOf = (documents: number, history: number, all: number) =>
  documents * Math.log(1 + all / Math.max(1, history));

/** The highest score `documents` recordings can reach, whatever their history (it holds them). */
const bestScoreOf = (documents: number, all: number) =>
  documents <= 0 ? 0 : scoreOf(documents, documents, all);

const byScore = (a: Scored, b: Scored) =>
  b.score - a.score || b.recordings - a.recordings || a.phrase.localeCompare(b.phrase);

/** Phrases count from two recordings on. */
const qualifies = (theme: Scored) => theme.recordings >= (theme.phrase.includes(' ') ? 2 : 1);

/** The best `limit` of scored terms, best first, a word left out when a phrase above holds it. */
function pick(scored: Scored[], limit: number): Scored[] {
  const themes: Scored[] = [];
  for (const theme of scored.filter(qualifies).sort(byScore)) {
    if (themes.length === limit) break;
    const heldByPhrase =
      !theme.phrase.includes(' ') &&
      themes.some(
        (above) => above.recordings === theme.recordings && above.phrase.split(' ').includes(theme.phrase),
      );
    if (!heldByPhrase) themes.push(theme);
  }
  return themes;
}

/**
 * The period's most characteristic words and two-word phrases: in how many of the period's
 * recordings a term occurs, times how rare it is in the product's history,
 * ln(1 + all recordings / recordings with the term) — so a term of every recording still counts
 * a little, and a product whose history is the period still has themes. Phrases count from two
 * recordings on. A word is left out when a phrase above it holds it in as many recordings (it
 * never occurs without that phrase). Days are UTC days, from the day of `from` to the day of `to`.
 *
 * Most of a busy period's day counts are one recording (a typo, a rare pair of words), and
 * summing them all is most of the work (at a million recordings, 490,000 rows for 90 days). So a
 * first pass sums only the day counts of two or more (product_term_days_frequent_idx), which
 * bounds every term's count from below and, with one recording per other day, from above; the
 * terms that could still be among the best get their exact counts from the term-first primary
 * key. When the bounds cannot settle the order (a quiet product, where days of one recording are
 * the norm), every day count of the period is summed instead; both answers are exact.
 */
export async function productThemes(ctx: ServiceContext, args: QueryProductThemesArgs): Promise<Theme[]> {
  const member = await memberOf(ctx);
  const { from, to, limit } = parseInput(argsSchema, { from: args.from, to: args.to, limit: args.limit });
  const firstDay = from.toISOString().slice(0, 10);
  const lastDay = new Date(to.getTime() - 1).toISOString().slice(0, 10);
  const days = Math.round((Date.parse(lastDay) - Date.parse(firstDay)) / DAY_MS) + 1;
  const organisationId = member.organisationId;
  const productId = args.productId;
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, productId);
    const [everything] = await tx
      .select({ documents: productTerms.documents })
      .from(productTerms)
      .where(
        and(
          eq(productTerms.organisationId, organisationId),
          eq(productTerms.productId, productId),
          eq(productTerms.term, ALL_DOCUMENTS),
        ),
      );
    const all = everything?.documents ?? 0;
    if (all <= 0) return [];
    const inPeriod = sql`organisation_id = ${organisationId} and product_id = ${productId}
      and day >= ${firstDay}::date and day <= ${lastDay}::date`;
    const withHistory = (period: SQL) => sql`
      with period as (${period}), frequent as (
        select term, documents from period
        where term <> ${ALL_DOCUMENTS} and documents > 0
        order by documents desc, term
        limit ${CANDIDATES}
      )
      select f.term, f.documents, h.documents as history
      from frequent f
      join product_terms h
        on h.organisation_id = ${organisationId} and h.product_id = ${productId} and h.term = f.term`;
    const read = async (query: SQL) =>
      rowsOf<{ term: string; documents: number; history: number }>(await tx.execute(query)).map((row) => ({
        term: row.term,
        documents: Number(row.documents),
        history: Number(row.history),
      }));

    const settled = await (async (): Promise<Scored[] | null> => {
      const lower = await read(
        withHistory(sql`select term, sum(documents)::int as documents from product_term_days
          where ${inPeriod} and documents >= 2 group by term`),
      );
      // Any term beyond the first pass's candidates: its days of two or more add up to at most
      // the last candidate's, and every other day adds at most one.
      const outside = bestScoreOf(
        (lower.length === CANDIDATES ? Math.min(...lower.map((row) => row.documents)) : 0) + days,
        all,
      );
      const bounded = lower
        .map((row) => ({
          ...row,
          best: scoreOf(Math.min(row.documents + days, row.history), row.history, all),
        }))
        .sort((a, b) => b.best - a.best);
      // Exact counts for the most promising, a few times what is asked (words held by phrases drop out).
      const chosen = bounded.slice(0, Math.max(3 * limit, 30));
      const rest = Math.max(outside, bounded[chosen.length]?.best ?? 0);
      if (chosen.length === 0) return null;
      const exact = new Map(
        rowsOf<{ term: string; documents: number }>(
          await tx.execute(sql`
            select term, sum(documents)::int as documents from product_term_days
            where organisation_id = ${organisationId} and product_id = ${productId}
              and term = any(array(select jsonb_array_elements_text(${JSON.stringify(chosen.map((row) => row.term))}::jsonb)))
              and day >= ${firstDay}::date and day <= ${lastDay}::date
            group by term`),
        ).map((row) => [row.term, Number(row.documents)]),
      );
      const themes = pick(
        chosen.map((row) => {
          const documents = exact.get(row.term) ?? row.documents;
          return { phrase: row.term, recordings: documents, score: scoreOf(documents, row.history, all) };
        }),
        limit,
      );
      // Settled when even the last theme beats whatever was left out, ties included.
      return themes.length === limit && themes[themes.length - 1]!.score > rest ? themes : null;
    })();

    const themes =
      settled ??
      pick(
        (
          await read(
            withHistory(sql`select term, sum(documents)::int as documents from product_term_days
              where ${inPeriod} group by term`),
          )
        ).map((row) => ({
          phrase: row.term,
          recordings: row.documents,
          score: scoreOf(row.documents, row.history, all),
        })),
        limit,
      );
    return themes.map((theme) => ({ ...theme, score: Math.round(theme.score * 1000) / 1000 }));
  });
}
