import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GraphQLError } from 'graphql';
import { createRequestContext } from '../graphql/context';
import { adminOf, inOrganisation, type Member } from '../services/access';
import type { ServiceContext, ServiceDependencies } from '../services/context';
import { IMPORT_CONTACTS } from '../services/segment/import/create-import';
import { HeaderProblem } from '../services/segment/import/import-rows';
import { findImport, IMPORTS_PREFIX, toContactImport } from '../services/segment/import/load-import';
import { rejectionsCsv } from '../services/segment/import/rejections-csv';
import {
  type ImportFile,
  type ImportProgress,
  runContactImport,
  startContactImport,
} from '../services/segment/import/run-import';
import { isUuid } from '../services/validation/fields';
import { sendJson } from './respond';

/** The largest CSV an import takes: about half a million rows of a usual contact export. */
export const CONTACT_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** Progress lines are sent at most this often. */
const PROGRESS_EVERY_MS = 100;

const STATUS_OF_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_USER_INPUT: 400,
};

const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, { code, message }, { 'cache-control': 'no-store' });

/** The service's expected errors keep their code and sentence; anything else is logged. */
function refuseWith(res: ServerResponse, error: unknown, deps: ServiceDependencies): void {
  // The services' expected errors (errors/app-errors.ts) carry their code in extensions.
  const code = (error as Partial<GraphQLError> | null)?.extensions?.code;
  if (typeof code === 'string') {
    refuse(res, STATUS_OF_CODE[code] ?? 400, code, (error as GraphQLError).message);
    return;
  }
  deps.logger.error({ err: error }, 'Contact import request failed');
  refuse(res, 500, 'INTERNAL', 'Something went wrong.');
}

/** A CSV is text: NUL bytes or a ZIP header mean a spreadsheet (XLSX) or another binary file. */
function looksBinary(head: Buffer): boolean {
  return head.includes(0) || head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
}

/** The body into a temporary file (at most `maxBytes`), so the import runs at disk speed. */
async function spool(
  req: IncomingMessage,
  file: string,
  maxBytes: number,
): Promise<number | 'too-large' | 'binary'> {
  const handle = await open(file, 'wx');
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) return 'too-large';
      if (head.length < 4096) {
        head = Buffer.concat([head, chunk.subarray(0, 4096)]);
        if (looksBinary(head)) return 'binary';
      }
      for (let offset = 0; offset < chunk.length; ) {
        offset += (await handle.write(chunk, offset)).bytesWritten;
      }
    }
    return size;
  } finally {
    await handle.close();
  }
}

const spooledFile = (file: string, size: number): ImportFile => ({
  size,
  path: file,
  open: () => createReadStream(file, { highWaterMark: 256 * 1024 }),
});

/**
 * `/imports/v1/contact-imports/<id>`: POST the CSV of an import created by createContactImport
 * (Bearer Firebase ID token, `content-type: text/csv`); the answer is 200 with progress as lines
 * of JSON (`{"type":"progress",…}`), then `{"type":"done","import":{…}}` once the import ended,
 * Succeeded or Failed. Refusals before the import starts are `{code, message}` with 4xx.
 * `GET …/<id>/rejections.csv` downloads the rejected rows with their reasons.
 * Same origin only (no CORS): the dashboard is served by this server.
 */
export function contactImportRoutes(
  deps: ServiceDependencies,
  options: { maxBytes?: number; spoolDir?: string } = {},
) {
  const maxBytes = options.maxBytes ?? CONTACT_IMPORT_MAX_BYTES;
  const spoolDir = options.spoolDir ?? path.join(tmpdir(), 'hearback-contact-imports');

  const contextOf = (req: IncomingMessage): ServiceContext =>
    createRequestContext(
      deps,
      new Request('http://localhost/', {
        headers: { authorization: String(req.headers.authorization ?? '') },
      }),
    );

  async function upload(req: IncomingMessage, res: ServerResponse, importId: string): Promise<void> {
    const ctx = contextOf(req);
    let admin: Member;
    try {
      admin = await adminOf(ctx, IMPORT_CONTACTS);
      // Refused before the body is read: an import that cannot take this file.
      await inOrganisation(ctx.db, admin, (tx) => findImport(tx, admin, importId));
    } catch (error) {
      return refuseWith(res, error, deps);
    }
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (type !== 'text/csv') {
      return refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv.');
    }
    if (Number(req.headers['content-length']) > maxBytes) {
      return refuse(
        res,
        413,
        'TOO_LARGE',
        `The file is larger than the ${maxBytes / 1024 / 1024} MB an import takes.`,
      );
    }
    await mkdir(spoolDir, { recursive: true });
    const file = path.join(spoolDir, `${randomUUID()}.csv`);
    try {
      const spooled = await spool(req, file, maxBytes);
      if (spooled === 'too-large') {
        return refuse(
          res,
          413,
          'TOO_LARGE',
          `The file is larger than the ${maxBytes / 1024 / 1024} MB an import takes.`,
        );
      }
      if (spooled === 'binary') {
        return refuse(
          res,
          415,
          'NOT_CSV',
          'The file is not a CSV text file. Save the spreadsheet as CSV (UTF-8) and choose that file.',
        );
      }
      const source = spooledFile(file, spooled);
      let started: Awaited<ReturnType<typeof startContactImport>>;
      try {
        started = await startContactImport(ctx.db, admin, importId, source);
      } catch (error) {
        if (error instanceof HeaderProblem) return refuse(res, 422, 'BAD_HEADER', error.message);
        return refuseWith(res, error, deps);
      }

      res.writeHead(200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies must pass each line on as it comes.
        'x-accel-buffering': 'no',
      });
      const send = (line: unknown) => {
        // The import goes on when the page has gone: its outcome is kept on the import.
        if (!res.destroyed) res.write(`${JSON.stringify(line)}\n`);
      };
      let lastSent = 0;
      // The last progress held back by the throttle is still sent before the outcome.
      let heldBack = null as ImportProgress | null;
      const progress = (current: ImportProgress) => {
        const now = Date.now();
        heldBack = current;
        if (now - lastSent < PROGRESS_EVERY_MS) return;
        lastSent = now;
        heldBack = null;
        send({ type: 'progress', ...current });
      };
      send({ type: 'progress', rowsRead: 0, bytesRead: 0, totalBytes: spooled });
      const ended = await runContactImport(deps, admin, started, source, progress);
      // Gone before the outcome is told: a caller that has the outcome finds no personal data left.
      await rm(file, { force: true });
      if (heldBack) send({ type: 'progress', ...heldBack });
      const summary = await inOrganisation(ctx.db, admin, (tx) => toContactImport(tx, ended));
      send({ type: 'done', import: summary });
      res.end();
    } finally {
      await rm(file, { force: true });
    }
  }

  async function download(req: IncomingMessage, res: ServerResponse, importId: string): Promise<void> {
    const ctx = contextOf(req);
    const chunks = rejectionsCsv(ctx, importId);
    let first: IteratorResult<string>;
    try {
      // The first chunk (the header) is only read once the caller and the import were checked.
      first = await chunks.next();
    } catch (error) {
      return refuseWith(res, error, deps);
    }
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="rejected-rows-${importId}.csv"`,
      'cache-control': 'private, no-store',
    });
    if (!first.done) res.write(first.value);
    for await (const chunk of chunks) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
      if (res.destroyed) return;
    }
    res.end();
  }

  return {
    matches: (pathname: string) => pathname.startsWith(IMPORTS_PREFIX),
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
      const [id, rest, ...more] = pathname.slice(IMPORTS_PREFIX.length).split('/');
      if (!id || !isUuid(id) || more.length > 0) return refuse(res, 404, 'NOT_FOUND', 'Import not found.');
      if (rest === undefined) {
        if (req.method !== 'POST') return refuse(res, 405, 'METHOD_NOT_ALLOWED', 'Send the file with POST.');
        return upload(req, res, id);
      }
      if (rest === 'rejections.csv') {
        if (req.method !== 'GET')
          return refuse(res, 405, 'METHOD_NOT_ALLOWED', 'Read the rejected rows with GET.');
        return download(req, res, id);
      }
      return refuse(res, 404, 'NOT_FOUND', 'Not found.');
    },
  };
}
