/**
 * A test peer that speaks the public widget API of ../../README.md over real HTTP: what the
 * widget sends is what the tests assert on. It is not a copy of the server; the server will be
 * tested against the same contract.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { SubmissionBody } from '../../src/api/public-api';
import type { CampaignPrompt, WidgetSettings } from '../../src/core/settings';

export interface ReceiverOptions {
  widgetKey: string;
  productId: string;
  settings: WidgetSettings;
  /**
   * `POST prompt`: the campaign prompt for an identity whose signature is `signed-<email>` (the
   * server checks an HMAC; the contract is the same), null for anyone else.
   */
  campaign?: CampaignPrompt;
  /** Also serve the built widget under /widget/, as the assembled site does. */
  assetsDir?: string;
}

export interface Upload {
  fileKey: string;
  contentType: string;
  bytes: Buffer;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT',
  'access-control-allow-headers': 'content-type, idempotency-key',
  'access-control-max-age': '600',
};

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8' };

export class Receiver {
  /** Accepted submissions, one per idempotency key. */
  readonly submissions = new Map<string, SubmissionBody>();
  /** Every submission POST that reached us, repeats included. */
  submissionRequests = 0;
  /** The identities `POST prompt` was asked about, in order. */
  readonly promptRequests: { email: string; signature: string }[] = [];
  readonly uploads = new Map<string, Upload>();
  /** The widget files fetched from /widget/ (loader.js, ui.js, lang-de.js…), in order. */
  readonly assetRequests: string[] = [];
  /** When set, every API call answers with this status (a server in trouble). */
  failWith: number | undefined;
  /** When set, only the submission POST answers with this status (the upload still works). */
  failSubmissionsWith: number | undefined;
  /** When set, the audio PUT and the submission POST answer only once it settles (a slow network). */
  hold: Promise<void> | undefined;
  private server: http.Server | undefined;
  private port = 0;
  private readonly tickets = new Map<string, { contentType: string; size: number }>();

  constructor(private readonly options: ReceiverOptions) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get apiBase(): string {
    return `${this.origin}/widget/v1/`;
  }

  /** Listens on `port` (0: a free one). Starting again after `stop()` reuses the same port. */
  async start(port = this.port): Promise<void> {
    const server = http.createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => {
        response.writeHead(500, CORS).end(error.message);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const reply = (status: number, body?: unknown) => {
      response.writeHead(status, { ...CORS, 'content-type': 'application/json' });
      response.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();

    if (this.options.assetsDir && request.method === 'GET' && /^\/widget\/[\w.-]+\.js$/.test(url.pathname)) {
      const file = path.join(this.options.assetsDir, path.basename(url.pathname));
      this.assetRequests.push(path.basename(url.pathname));
      if (!fs.existsSync(file)) return reply(404);
      response.writeHead(200, { ...CORS, 'content-type': CONTENT_TYPES['.js']! });
      return void response.end(fs.readFileSync(file));
    }

    const upload = url.pathname.match(/^\/widget\/v1\/upload\/([\w-]+)$/);
    if (upload && request.method === 'PUT') return this.receiveUpload(upload[1]!, url, request, reply);

    if (!url.pathname.startsWith('/widget/v1/')) return reply(404);
    if (this.failWith) return reply(this.failWith, { error: 'unavailable' });
    const { widgetKey, productId } = this.options;
    if (url.searchParams.get('key') !== widgetKey || url.searchParams.get('product') !== productId) {
      return reply(404, { error: 'unknown widget' });
    }
    const route = `${request.method} ${url.pathname.slice('/widget/v1/'.length)}`;
    if (route === 'GET settings') return reply(200, this.options.settings);
    if (route === 'POST uploads') {
      const body = JSON.parse((await readBody(request)).toString('utf8')) as {
        submissionId?: string;
        contentType: string;
        size: number;
      };
      if (!/^audio\//.test(body.contentType)) return reply(415, { error: 'audio only' });
      // As the server does: one key per message, so a retried upload replaces the file.
      if (body.submissionId && this.submissions.has(body.submissionId)) {
        return reply(409, { code: 'ALREADY_SENT', error: 'This message has already been sent.' });
      }
      const fileKey = body.submissionId ?? randomUUID();
      this.tickets.set(fileKey, body);
      return reply(201, { uploadUrl: `${this.apiBase}upload/${fileKey}?signature=test`, fileKey });
    }
    if (route === 'POST submissions') return this.receiveSubmission(request, reply);
    if (route === 'POST prompt') {
      const identity = JSON.parse((await readBody(request)).toString('utf8')) as {
        email: string;
        signature: string;
      };
      this.promptRequests.push(identity);
      const verified = identity.signature === `signed-${identity.email}`;
      return reply(200, { verified, campaign: verified ? (this.options.campaign ?? null) : null });
    }
    return reply(404);
  }

  private async receiveUpload(
    fileKey: string,
    url: URL,
    request: http.IncomingMessage,
    reply: (status: number, body?: unknown) => void,
  ): Promise<void> {
    const ticket = this.tickets.get(fileKey);
    if (!ticket || url.searchParams.get('signature') !== 'test')
      return reply(403, { error: 'bad signature' });
    if (request.headers['content-type'] !== ticket.contentType) return reply(415, { error: 'content type' });
    const bytes = await readBody(request);
    await this.hold;
    this.uploads.set(fileKey, { fileKey, contentType: ticket.contentType, bytes });
    reply(200);
  }

  private async receiveSubmission(
    request: http.IncomingMessage,
    reply: (status: number, body?: unknown) => void,
  ): Promise<void> {
    this.submissionRequests += 1;
    await this.hold;
    if (this.failSubmissionsWith) return reply(this.failSubmissionsWith, { error: 'unavailable' });
    const body = JSON.parse((await readBody(request)).toString('utf8')) as SubmissionBody;
    if (request.headers['idempotency-key'] !== body.id) return reply(400, { error: 'idempotency key' });
    if (body.audio && !this.uploads.has(body.audio.fileKey)) return reply(400, { error: 'unknown file' });
    if (this.submissions.has(body.id)) return reply(200, { id: body.id });
    this.submissions.set(body.id, body);
    reply(201, { id: body.id });
  }
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A plain static origin: the host page, or the widget's assets on a CDN-like origin of their own. */
export async function startStaticServer(
  source:
    | { pages: Record<string, { type: string; body: string; headers?: Record<string, string> }> }
    | { dir: string },
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if ('dir' in source) {
      const file = path.join(source.dir, path.basename(pathname));
      if (!pathname.startsWith('/widget/') || !fs.existsSync(file)) return void response.writeHead(404).end();
      response.writeHead(200, { ...CORS, 'content-type': CONTENT_TYPES['.js']! });
      return void response.end(fs.readFileSync(file));
    }
    const entry = source.pages[pathname];
    if (!entry) return void response.writeHead(404).end();
    response.writeHead(200, { ...entry.headers, 'content-type': entry.type, 'cache-control': 'no-store' });
    response.end(entry.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
