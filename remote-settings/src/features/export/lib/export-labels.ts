import { currentDashboardLanguage } from '@hearback/shared';
import type { ExportKind, ExportStatus } from '../../../gql/graphql';
import { settingsText as t } from '../../../i18n/translations';

/** How often the list is asked again while an export is queued or running. */
export const EXPORT_POLL_MS = 2_000;

/** What can be exported, in the order the form offers it. */
export const EXPORT_KINDS: readonly ExportKind[] = ['Recordings', 'Contacts', 'CampaignResponses'];

export function kindLabel(kind: ExportKind): string {
  switch (kind) {
    case 'Recordings':
      return t('Recordings');
    case 'Contacts':
      return t('Contacts');
    case 'CampaignResponses':
      return t('Campaign responses');
  }
}

/** The name of a ready export's Download button: which data it holds. */
export function downloadLabel(kind: ExportKind): string {
  switch (kind) {
    case 'Recordings':
      return t('Download the recordings export');
    case 'Contacts':
      return t('Download the contacts export');
    case 'CampaignResponses':
      return t('Download the campaign responses export');
  }
}

/** File formats are named the same in every language. */
export const FORMAT_LABELS = { Csv: 'CSV', Json: 'JSON', Xlsx: 'Excel (XLSX)' } as const;

/** A download's file name when the server gives none. */
export const FORMAT_EXTENSIONS = { Csv: 'csv', Json: 'json', Xlsx: 'xlsx' } as const;

export const STATUS_COLOURS = {
  Queued: 'default',
  Running: 'processing',
  Ready: 'success',
  Failed: 'error',
  Expired: 'default',
} as const;

export function statusLabel(status: ExportStatus): string {
  switch (status) {
    case 'Queued':
      return t('Queued');
    case 'Running':
      return t('Running');
    case 'Ready':
      return t('Ready');
    case 'Failed':
      return t('Failed');
    case 'Expired':
      return t('Expired');
  }
}

/**
 * The status as of `now`: a Ready export whose file has expired since the list was read is
 * Expired (its file is being deleted), so the page never offers a dead download.
 */
export function statusAt(
  entry: { status: ExportStatus; expiresAt?: string | null },
  now: number,
): ExportStatus {
  return entry.status === 'Ready' && entry.expiresAt && Date.parse(entry.expiresAt) <= now
    ? 'Expired'
    : entry.status;
}

/** "12.3 MB": sizes as people read them (in German "12,3 MB"). */
export function fileSizeLabel(bytes: number): string {
  const units = ['KB', 'MB', 'GB'];
  if (bytes < 1000) return t('{{count}} bytes', { count: bytes });
  let size = bytes / 1000;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit++;
  }
  const number = size.toLocaleString(currentDashboardLanguage(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${number} ${units[unit]}`;
}

/** A day picked in the form (yyyy-mm-dd, the browser's time zone) as the instant it starts. */
export const startOfDay = (day: string): string => new Date(`${day}T00:00:00`).toISOString();

/** The instant the day after `day` starts: an export "to" a day includes that day. */
export function startOfNextDay(day: string): string {
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
}
