import { authorizationValue, getRuntimeConfig } from '@hearback/shared';
import { settingsText as t } from '../../../i18n/translations';

/** The file name the server gives a download (Content-Disposition, RFC 6266), else `fallback`. */
export function attachmentFileName(contentDisposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below will do.
    }
  }
  return /filename="([^"]+)"/i.exec(contentDisposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a ready export. Its link serves the file only with the session of an Admin of the
 * organisation (docs/decisions.md, "Export links"), so the file is fetched with the session's
 * token and handed to the browser as a download of its own.
 */
export async function downloadExport(downloadUrl: string, fallbackName: string): Promise<void> {
  const link = new URL(downloadUrl, window.location.href);
  const response = await fetch(`${getRuntimeConfig().apiUrl}${link.pathname}${link.search}`, {
    headers: { authorization: authorizationValue(window.localStorage) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? t('Something went wrong.'));
  }
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = attachmentFileName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Long enough for the browser to have taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
