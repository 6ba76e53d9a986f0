/**
 * The languages the dashboard speaks, by code, with each language's own name for itself (what a
 * picker shows, so a reader finds their language whatever the page is in). The API accepts these
 * codes, and only these, as a user's chosen language.
 */
export const DASHBOARD_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
] as const;

export type DashboardLanguage = (typeof DASHBOARD_LANGUAGES)[number]['code'];

const CODES: readonly string[] = DASHBOARD_LANGUAGES.map((language) => language.code);

export function isDashboardLanguage(value: unknown): value is DashboardLanguage {
  return typeof value === 'string' && CODES.includes(value);
}

/**
 * The first of the reader's preferred language tags (`navigator.languages`, best first) the
 * dashboard speaks: an exact code, else the same primary language (`de-AT` → `de`).
 */
export function matchDashboardLanguage(preferred: readonly string[]): DashboardLanguage | null {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isDashboardLanguage(primary)) return primary;
  }
  return null;
}
