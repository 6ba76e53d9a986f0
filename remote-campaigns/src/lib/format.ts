import { currentDashboardLanguage, type DashboardLanguage } from '@hearback/shared';

/** English dates read the British way ("1 May 2030, 09:30"), as the dashboard has always shown them. */
export const dateLocale = (language: DashboardLanguage): string => (language === 'en' ? 'en-GB' : language);

export const formatCount = (count: number): string =>
  new Intl.NumberFormat(currentDashboardLanguage()).format(count);

export const formatPercent = (ratio: number): string =>
  new Intl.NumberFormat(currentDashboardLanguage(), { style: 'percent', maximumFractionDigits: 1 }).format(
    ratio,
  );

export const formatDateTime = (iso: string | null | undefined): string =>
  iso
    ? new Date(iso).toLocaleString(dateLocale(currentDashboardLanguage()), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '–';

export const STATUS_COLOURS: Record<string, string> = {
  Draft: 'default',
  Scheduled: 'blue',
  Running: 'green',
  Paused: 'orange',
  Finished: 'purple',
};
