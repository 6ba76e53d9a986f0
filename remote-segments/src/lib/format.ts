import { currentDashboardLanguage } from '@hearback/shared';

/** "12,345" in English, "12.345" in German. */
export const formatCount = (count: number): string =>
  new Intl.NumberFormat(currentDashboardLanguage()).format(count);

/** "1 Nov 2026" in English (day first, as the dashboard writes dates), "1. Nov. 2026" in German. */
export const formatDate = (iso: string): string => {
  const language = currentDashboardLanguage();
  return new Date(iso).toLocaleDateString(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
};
