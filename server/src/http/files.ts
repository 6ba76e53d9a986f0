import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { isImageKey } from '../storage/file-keys';
import { DOWNLOAD_PATH, FILES_PREFIX, type FileLinks, IMAGES_PATH } from '../storage/file-links';
import { imageTypeOfBytes } from '../storage/image-types';
import type { FileStorage } from '../storage/storage';
import { sendJson } from './respond';

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * `/files/v1/`: signed downloads of private files (recordings) and the public images the
 * dashboard uploaded (widget backgrounds, shown on any site). Every answer is nosniff and an
 * attachment, so nothing stored here can ever be rendered as a page of this origin.
 */
export function fileRoutes(storage: FileStorage, links: FileLinks) {
  const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
    sendJson(res, status, { code, message }, { 'cache-control': 'no-store' });

  return {
    matches: (pathname: string) => pathname.startsWith(FILES_PREFIX),
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return refuse(res, 405, 'METHOD_NOT_ALLOWED', 'Files are only read here.');
      }
      if (url.pathname === DOWNLOAD_PATH) {
        const fields = links.verifyDownload(url.searchParams);
        if (fields === 'invalid')
          return refuse(res, 403, 'INVALID_SIGNATURE', 'This download link is not valid.');
        if (fields === 'expired') {
          return refuse(res, 403, 'EXPIRED_SIGNATURE', 'This download link has expired. Ask for a new one.');
        }
        const file = await storage.open(fields.fileKey);
        if (!file) return refuse(res, 404, 'NOT_FOUND', 'The file no longer exists.');
        return sendStoredFile(req, res, file, {
          'content-type': fields.contentType,
          'content-disposition': attachment(fields.fileName),
          'cache-control': 'private, no-store',
        });
      }
      if (url.pathname.startsWith(IMAGES_PATH)) {
        const fileKey = `images/${url.pathname.slice(IMAGES_PATH.length)}`;
        const file = isImageKey(fileKey) ? await storage.open(fileKey) : null;
        // Only bytes that are one of our image types are ever served, whatever the store holds.
        const type = file ? imageTypeOfBytes(file.head) : null;
        if (!file || !type) {
          file?.body.destroy();
          return refuse(res, 404, 'NOT_FOUND', 'There is no such image.');
        }
        return sendStoredFile(req, res, file, {
          'content-type': type,
          'content-disposition': attachment(fileKey.split('/').pop() ?? 'image'),
          // Keys are never reused: an image under a key never changes.
          'cache-control': 'public, max-age=31536000, immutable',
          // Widget backgrounds are drawn on other sites.
          'access-control-allow-origin': '*',
          'cross-origin-resource-policy': 'cross-origin',
        });
      }
      return refuse(res, 404, 'NOT_FOUND', 'Not found.');
    },
  };
}

/** Streams a stored file as an attachment that is never rendered (nosniff, sandboxed). */
export async function sendStoredFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: { size: number; body: NodeJS.ReadableStream & { destroy(): void } },
  headers: Record<string, string>,
) {
  res.writeHead(200, {
    ...headers,
    'content-length': String(file.size),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  if (req.method === 'HEAD') {
    file.body.destroy();
    res.end();
    return;
  }
  await pipeline(file.body, res);
}
