/**
 * How long a ready export's file is kept, counted from when it was ready; then it is deleted. The
 * download links themselves are short-lived (storage/file-links.ts, EXPORT_DOWNLOAD_URL_TTL_MS).
 */
export const EXPORT_FILE_TTL_MS = 24 * 3_600_000;

/**
 * Where the "ready" e-mail sends the requester: the product's export page, which downloads the
 * file with the session of whoever opens it. The e-mail carries no bearer link to the file.
 */
export function exportPageUrl(origin: string, productId: string, exportId: string): string {
  return `${origin}/app/${encodeURIComponent(productId)}/settings/export?${new URLSearchParams({ download: exportId })}`;
}
