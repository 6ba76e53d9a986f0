import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLError } from 'graphql';
import { createRequestContext } from '../graphql/context';
import type { ServiceDependencies } from '../services/context';
import { EXPORT_FILE_GONE, exportFileForDownload } from '../services/export/export-file';
import { EXPORT_DOWNLOAD_PATH } from '../storage/file-links';
import { attachment, sendStoredFile } from './files';
import { sendJson } from './respond';

const STATUS_OF_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };

/**
 * `/exports/v1/download`: a finished export through its signed, short-lived link, fetched by the
 * dashboard with the session's `Authorization: Bearer <ID token>` (docs/decisions.md, "Export
 * links"). The link names the export; the file is served only to an Admin of the organisation it
 * was signed for, while the export is Ready. A link alone, leaked or forwarded, opens nothing.
 */
export function exportDownloadRoutes(deps: ServiceDependencies) {
  const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
    sendJson(res, status, { code, message }, { 'cache-control': 'no-store' });

  return {
    matches: (pathname: string) => pathname === EXPORT_DOWNLOAD_PATH,
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return refuse(res, 405, 'METHOD_NOT_ALLOWED', 'Exports are only read here.');
      }
      const fields = deps.fileLinks.verifyExport(url.searchParams);
      if (fields === 'invalid')
        return refuse(res, 403, 'INVALID_SIGNATURE', 'This download link is not valid.');
      if (fields === 'expired') {
        return refuse(
          res,
          403,
          'EXPIRED_SIGNATURE',
          "This download link has expired. Open the export page of the product's settings for a new one.",
        );
      }
      const ctx = createRequestContext(
        deps,
        new Request('http://localhost/', {
          headers: { authorization: String(req.headers.authorization ?? '') },
        }),
      );
      let ready: Awaited<ReturnType<typeof exportFileForDownload>>;
      try {
        ready = await exportFileForDownload(ctx, fields);
      } catch (error) {
        // The services' expected errors (errors/app-errors.ts) carry their code in extensions.
        const code = (error as Partial<GraphQLError> | null)?.extensions?.code;
        if (typeof code !== 'string') throw error;
        return refuse(res, STATUS_OF_CODE[code] ?? 400, code, (error as GraphQLError).message);
      }
      const file = await deps.storage.open(ready.fileKey);
      if (!file) return refuse(res, 404, 'NOT_FOUND', EXPORT_FILE_GONE);
      return sendStoredFile(req, res, file, {
        'content-type': ready.contentType,
        'content-disposition': attachment(ready.fileName),
        'cache-control': 'private, no-store',
      });
    },
  };
}
