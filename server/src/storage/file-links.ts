import { createHmac, timingSafeEqual } from 'node:crypto';
import { isFileKey, isImageKey } from './file-keys';

/** Where the server serves stored files (see src/http/files.ts). */
export const FILES_PREFIX = '/files/v1/';
export const DOWNLOAD_PATH = `${FILES_PREFIX}download`;
export const IMAGES_PATH = `${FILES_PREFIX}images/`;
/** Data exports' downloads (src/http/export-downloads.ts). */
export const EXPORT_DOWNLOAD_PATH = '/exports/v1/download';

/** A download link is good for this long: enough to start it, too short to pass around. */
export const DOWNLOAD_URL_TTL_MS = 5 * 60_000;
/**
 * An export's link is good for this long (at most until its file is deleted): the page asks for
 * fresh links whenever it lists exports, and the download needs the session as well.
 */
export const EXPORT_DOWNLOAD_URL_TTL_MS = 15 * 60_000;

export interface DownloadFields {
  fileKey: string;
  contentType: string;
  fileName: string;
  expires: number;
}

const sign = (secret: string, fields: DownloadFields) =>
  createHmac('sha256', secret)
    .update(['GET', fields.fileKey, fields.contentType, fields.fileName, fields.expires].join('\n'))
    .digest('base64url');

export interface ExportLinkFields {
  exportId: string;
  organisationId: string;
  expires: number;
}

const signExport = (secret: string, fields: ExportLinkFields) =>
  createHmac('sha256', secret)
    .update(['GET', 'export', fields.exportId, fields.organisationId, fields.expires].join('\n'))
    .digest('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Signed, expiring download links (HMAC-SHA256 with the upload signing secret) for private files,
 * and the public URLs of images. Both point at this server, which serves the bytes itself so the
 * answer always carries nosniff and Content-Disposition: attachment, whatever the storage.
 */
export function fileLinks(secret: string, now: () => number = Date.now) {
  return {
    downloadUrl(origin: string, fields: Omit<DownloadFields, 'expires'>): { url: string; expiresAt: Date } {
      const expires = now() + DOWNLOAD_URL_TTL_MS;
      const signed = { ...fields, expires };
      const query = new URLSearchParams({
        file: signed.fileKey,
        type: signed.contentType,
        name: signed.fileName,
        expires: String(expires),
        signature: sign(secret, signed),
      });
      return { url: `${origin}${DOWNLOAD_PATH}?${query}`, expiresAt: new Date(expires) };
    },

    /** The fields of a download link when it is genuine and not expired; else why not. */
    verifyDownload(query: URLSearchParams): DownloadFields | 'invalid' | 'expired' {
      const fields: DownloadFields = {
        fileKey: query.get('file') ?? '',
        contentType: query.get('type') ?? '',
        fileName: query.get('name') ?? '',
        expires: Number(query.get('expires')),
      };
      const given = Buffer.from(query.get('signature') ?? '');
      const expected = Buffer.from(sign(secret, fields));
      if (
        !isFileKey(fields.fileKey) ||
        !Number.isSafeInteger(fields.expires) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        return 'invalid';
      }
      return fields.expires < now() ? 'expired' : fields;
    },

    /**
     * A link to a finished export, good for EXPORT_DOWNLOAD_URL_TTL_MS and never past
     * `fileExpiresAt` (then its file is deleted). It names the export, not the file, so the server
     * checks the export is still there (and ready) when the link is followed, by an Admin's session.
     */
    exportUrl(
      origin: string,
      fields: Omit<ExportLinkFields, 'expires'>,
      fileExpiresAt: Date,
    ): { url: string; expiresAt: Date } {
      const expires = Math.min(now() + EXPORT_DOWNLOAD_URL_TTL_MS, fileExpiresAt.getTime());
      const signed = { ...fields, expires };
      const query = new URLSearchParams({
        export: signed.exportId,
        organisation: signed.organisationId,
        expires: String(expires),
        signature: signExport(secret, signed),
      });
      return { url: `${origin}${EXPORT_DOWNLOAD_PATH}?${query}`, expiresAt: new Date(expires) };
    },

    verifyExport(query: URLSearchParams): ExportLinkFields | 'invalid' | 'expired' {
      const fields: ExportLinkFields = {
        exportId: query.get('export') ?? '',
        organisationId: query.get('organisation') ?? '',
        expires: Number(query.get('expires')),
      };
      const given = Buffer.from(query.get('signature') ?? '');
      const expected = Buffer.from(signExport(secret, fields));
      if (
        !UUID.test(fields.exportId) ||
        !UUID.test(fields.organisationId) ||
        !Number.isSafeInteger(fields.expires) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        return 'invalid';
      }
      return fields.expires < now() ? 'expired' : fields;
    },

    imageUrl(origin: string, fileKey: string): string {
      if (!isImageKey(fileKey)) throw new Error(`Not an image key: ${fileKey}`);
      return `${origin}${IMAGES_PATH}${fileKey.slice('images/'.length)}`;
    },
  };
}

export type FileLinks = ReturnType<typeof fileLinks>;
