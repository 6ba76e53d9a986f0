import { buildPath, currentDashboardLanguage } from '@hearback/shared';

/** The periods the themes panel offers, in days; 30 is the API's default. */
export const THEME_PERIODS = [7, 30, 90] as const;
export type ThemePeriod = (typeof THEME_PERIODS)[number];
export const DEFAULT_THEME_PERIOD: ThemePeriod = 30;
export const THEMES_SHOWN = 10;

const DAY_MS = 86_400_000;

/**
 * The start of a period of `days` whole UTC days ending today: the API counts themes by UTC day,
 * and a value fixed for the day keeps the query's variables (and Apollo's cache entry) stable.
 */
export function periodStart(days: number, now = new Date()): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS).toISOString();
}

/** The recordings page filtered by a theme. */
export const themeLink = (productId: string, phrase: string): string =>
  `${buildPath('recordings', { productId })}?${new URLSearchParams({ theme: phrase })}`;

/** Sentiment in [-1, 1] with two decimals, as the user's language writes decimals ("0.00", "0,25"). */
export function formatSentiment(value: number | null | undefined): string {
  if (typeof value !== 'number') return '–';
  return new Intl.NumberFormat(currentDashboardLanguage(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** Sentiment in [-1, 1] as a signed figure with two decimals ("+0.25", "−0.40", "0.00"). */
export function formatAverage(value: number | null | undefined): string {
  if (typeof value !== 'number') return '–';
  if (Math.round(Math.abs(value) * 100) === 0) return formatSentiment(0);
  return `${value > 0 ? '+' : '−'}${formatSentiment(Math.abs(value))}`;
}

/** `2026-11-23` as "23 Nov" in the user's language (the date is a calendar day, not an instant). */
export function formatWeek(weekStart: string, locale: string = currentDashboardLanguage()): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? weekStart
    : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}
