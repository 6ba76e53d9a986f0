import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { readyExportFile } from '../services/export/export-file';
import { EXPORT_DOWNLOAD_PATH, type FileLinks } from '../storage/file-links';
import type { FileStorage } from '../storage/storage';
import { attachment, sendStoredFile } from './files';
import { sendJson } from './respond';

/**
 * `/exports/v1/download`: a finished export through its signed, expiring link. The link names the
 * export; the file is served only while the export is Ready in the organisation it was signed for.
 */
export function exportDownloadRoutes(db: Database, storage: FileStorage, links: FileLinks) {
  const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
    sendJson(res, status, { code, message }, { 'cache-control': 'no-store' });

  return {
    matches: (pathname: string) => pathname === EXPORT_DOWNLOAD_PATH,
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return refuse(res, 405, 'METHOD_NOT_ALLOWED', 'Exports are only read here.');
      }
      const fields = links.verifyExport(url.searchParams);
      if (fields === 'invalid')
        return refuse(res, 403, 'INVALID_SIGNATURE', 'This download link is not valid.');
      if (fields === 'expired') {
        return refuse(
          res,
          403,
          'EXPIRED_SIGNATURE',
          "This download link has expired and the file was deleted. Request the export again on the export page of the product's settings.",
        );
      }
      const ready = await readyExportFile(db, fields.organisationId, fields.exportId);
      const file = ready ? await storage.open(ready.fileKey) : null;
      if (!ready || !file) return refuse(res, 404, 'NOT_FOUND', 'The export or its file no longer exists.');
      return sendStoredFile(req, res, file, {
        'content-type': ready.contentType,
        'content-disposition': attachment(ready.fileName),
        'cache-control': 'private, no-store',
      });
    },
  };
}
