/** How often the list is asked again while an export is queued or running. */
export const EXPORT_POLL_MS = 2_000;

export const KIND_LABELS = {
  Recordings: 'Recordings',
  Contacts: 'Contacts',
  CampaignResponses: 'Campaign responses',
} as const;

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

type ExportStatus = keyof typeof STATUS_COLOURS;

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

/** "12.3 MB": sizes as people read them. */
export function fileSizeLabel(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${size.toFixed(1)} ${units[unit]}`;
}

/** A day picked in the form (yyyy-mm-dd, the browser's time zone) as the instant it starts. */
export const startOfDay = (day: string): string => new Date(`${day}T00:00:00`).toISOString();

/** The instant the day after `day` starts: an export "to" a day includes that day. */
export function startOfNextDay(day: string): string {
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
}
