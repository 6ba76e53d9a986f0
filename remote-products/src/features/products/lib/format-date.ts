import { currentDashboardLanguage } from '@hearback/shared';

/** A date as the user reads dates; the raw value when it is not one (never a crash in a table cell). */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(currentDashboardLanguage(), { dateStyle: 'medium' }).format(date);
}
