import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { MAGIC_BYTES_LENGTH, matchesMagicBytes, mimeEssence } from './audio-types';
import { isFileKey, isImageKey } from './file-keys';
import { ANY_IMAGE, isAcceptedImageType, matchesImageBytes } from './image-types';
import { type FileStorage, UPLOAD_URL_TTL_MS, type UploadRequest, type UploadTicket } from './storage';

/** Where the server's own signed PUT URLs point (under the widget API, so CORS matches). */
export const LOCAL_UPLOAD_PATH = '/widget/v1/upload';

export type UploadOutcome =
  | { status: 200 /** Bytes stored. */; size: number }
  | { status: 400 | 403 | 409 | 413 | 415; code: string; message: string };

export interface Signed {
  fileKey: string;
  contentType: string;
  maxBytes: number;
  expires: number;
}

const refuse = (status: 400 | 403 | 409 | 413 | 415, code: string, message: string): UploadOutcome => ({
  status,
  code,
  message,
});

function signUpload(secret: string, fields: Signed): string {
  return createHmac('sha256', secret)
    .update(
      ['PUT', fields.fileKey, mimeEssence(fields.contentType), fields.maxBytes, fields.expires].join('\n'),
    )
    .digest('base64url');
}

/** A PUT URL for `fields`, signed with `secret`; exported for tests that need one already expired. */
export function signedUploadUrl(secret: string, fields: Signed, origin: string): string {
  const query = new URLSearchParams({
    file: fields.fileKey,
    type: fields.contentType,
    max: String(fields.maxBytes),
    expires: String(fields.expires),
  });
  query.set('signature', signUpload(secret, fields));
  return `${origin}${LOCAL_UPLOAD_PATH}?${query}`;
}

export interface LocalDiskStorage extends FileStorage {
  readonly kind: 'local';
  /** The PUT of a signed URL: checks it, then writes the body to a temporary file and links it into place. */
  receive(req: IncomingMessage, query: URLSearchParams): Promise<UploadOutcome>;
}

/**
 * Files under `root`, written only through URLs this server signed (HMAC-SHA256 over the key,
 * the type, the size cap and the expiry). A file appears under its key only when complete: the
 * body goes to `root/.incoming` first and is linked into place once its size and magic bytes
 * passed, so readers never see half a file. A PUT never replaces a file: a signed URL stays valid
 * for minutes after the message that names its file was stored, and must not change its audio.
 */
export async function localDiskStorage(options: {
  root: string;
  secret: string;
  now?: () => number;
}): Promise<LocalDiskStorage> {
  const { root, secret } = options;
  const now = options.now ?? Date.now;
  const incoming = path.join(root, '.incoming');
  // Parts of uploads cut off by a previous stop; one server process owns a DATA_DIR.
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });

  const signature = (fields: Signed) => signUpload(secret, fields);

  const fileOf = (fileKey: string) => {
    if (!isFileKey(fileKey)) throw new Error(`Not a file key: ${fileKey}`);
    return path.join(root, ...fileKey.split('/'));
  };

  return {
    kind: 'local',
    async createUploadTicket(request: UploadRequest): Promise<UploadTicket> {
      const expires = now() + UPLOAD_URL_TTL_MS;
      const fields = { ...request, expires };
      return { uploadUrl: signedUploadUrl(secret, fields, request.origin), expiresAt: new Date(expires) };
    },

    async stat(fileKey) {
      if (!isFileKey(fileKey)) return null;
      const found = await stat(fileOf(fileKey)).catch(() => null);
      return found?.isFile() ? { size: found.size } : null;
    },

    async remove(fileKey) {
      if (isFileKey(fileKey)) await rm(fileOf(fileKey), { force: true });
    },

    async open(fileKey) {
      if (!isFileKey(fileKey)) return null;
      const file = fileOf(fileKey);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) return null;
      const handle = await open(file, 'r');
      try {
        const head = Buffer.alloc(Math.min(MAGIC_BYTES_LENGTH, found.size));
        await handle.read(head, 0, head.length, 0);
        // The stream owns the handle from here and closes it when done or destroyed.
        return { size: found.size, head, body: createReadStream('', { fd: handle, autoClose: true }) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async saveFile(fileKey, sourcePath) {
      // Copied next to the target first, then renamed: a reader never sees part of the file.
      const target = fileOf(fileKey);
      await mkdir(path.dirname(target), { recursive: true });
      const part = path.join(incoming, randomUUID());
      try {
        await copyFile(sourcePath, part);
        await rename(part, target);
      } finally {
        await rm(part, { force: true });
      }
      return { size: (await stat(target)).size };
    },

    async *list(prefix) {
      // Keys are slash-separated under root; `.incoming` holds parts, never a key.
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const fileKey = path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
        if (!fileKey.startsWith(prefix) || !isFileKey(fileKey)) continue;
        const found = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
        if (found?.isFile()) yield { fileKey, size: found.size, modifiedAt: found.mtime };
      }
    },

    async receive(req, query) {
      const fields: Signed = {
        fileKey: query.get('file') ?? '',
        contentType: query.get('type') ?? '',
        maxBytes: Number(query.get('max')),
        expires: Number(query.get('expires')),
      };
      const given = Buffer.from(query.get('signature') ?? '');
      const expected = Buffer.from(signature(fields));
      if (
        !isFileKey(fields.fileKey) ||
        !Number.isSafeInteger(fields.maxBytes) ||
        !Number.isSafeInteger(fields.expires) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        return refuse(403, 'INVALID_SIGNATURE', 'This upload link is not valid. Ask for a new one.');
      }
      if (fields.expires < now()) {
        return refuse(403, 'EXPIRED_SIGNATURE', 'This upload link has expired. Ask for a new one.');
      }
      const image = isImageKey(fields.fileKey);
      const sent = mimeEssence(req.headers['content-type'] ?? '');
      const signedType = mimeEssence(fields.contentType);
      // An image link signed for any image takes whichever one the bytes then prove.
      const typeMatches = image && signedType === ANY_IMAGE ? isAcceptedImageType(sent) : sent === signedType;
      if (!typeMatches) {
        return refuse(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `The upload must be sent as ${mimeEssence(fields.contentType)}, as announced.`,
        );
      }
      const tooLarge = () =>
        refuse(
          413,
          'TOO_LARGE',
          image
            ? `The image is larger than the ${fields.maxBytes} bytes allowed.`
            : `The recording is larger than the ${fields.maxBytes} bytes announced.`,
        );
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > fields.maxBytes) return tooLarge();

      const part = path.join(incoming, randomUUID());
      try {
        const written = await writeCapped(req, part, fields.maxBytes);
        if (written === 'too-large') return tooLarge();
        if (written.size === 0) return refuse(400, 'EMPTY_UPLOAD', 'The upload is empty.');
        if (image && !matchesImageBytes(sent, written.head)) {
          return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', `The file is not a ${sent} image.`);
        }
        if (!image && !matchesMagicBytes(fields.contentType, written.head)) {
          return refuse(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            `The file is not ${mimeEssence(fields.contentType)} audio (WebM, Ogg, MP4 or WAV).`,
          );
        }
        const target = fileOf(fields.fileKey);
        await mkdir(path.dirname(target), { recursive: true });
        // link(2) fails where a file exists, atomically (a rename would replace it).
        try {
          await link(part, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          return refuse(
            409,
            'ALREADY_UPLOADED',
            'This file has already been uploaded and cannot be replaced. Ask for a new upload link.',
          );
        }
        return { status: 200, size: written.size };
      } finally {
        // Linked into place, or refused: the part is not needed any more.
        await rm(part, { force: true });
      }
    },
  };
}

/**
 * Past the cap the rest of the body is read and dropped, so the client gets its 413 instead of a
 * reset connection; a client that goes on far beyond it is cut off.
 */
const DISCARD_LIMIT = 1024 * 1024;

async function writeCapped(
  req: IncomingMessage,
  file: string,
  maxBytes: number,
): Promise<{ size: number; head: Uint8Array } | 'too-large'> {
  const handle = await open(file, 'wx');
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        if (size > maxBytes + DISCARD_LIMIT) break;
        continue;
      }
      if (head.length < MAGIC_BYTES_LENGTH)
        head = Buffer.concat([head, chunk.subarray(0, MAGIC_BYTES_LENGTH)]);
      for (let offset = 0; offset < chunk.length; ) {
        offset += (await handle.write(chunk, offset)).bytesWritten;
      }
    }
    if (size <= maxBytes) await handle.sync();
  } finally {
    await handle.close();
  }
  return size > maxBytes ? 'too-large' : { size, head: head.subarray(0, MAGIC_BYTES_LENGTH) };
}
