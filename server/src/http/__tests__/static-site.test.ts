import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from '../static-site';

const SCRIPT = 'console.log("the shell");'.repeat(50);
let root = '';
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hearback-static-site-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Hearback</title>');
  await writeFile(path.join(root, 'main.3f2a09bc.js'), SCRIPT);
  await writeFile(path.join(root, 'main.3f2a09bc.js.gz'), gzipSync(SCRIPT));
  // Not the real brotli stream: lets the test tell which copy was sent.
  await writeFile(path.join(root, 'main.3f2a09bc.js.br'), 'brotli copy');
  await writeFile(path.join(root, 'plain.5b7c1d2e.js'), 'console.log("plain")');
  const serve = staticSite(root);
  server = createServer((req, res) => serve(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

/** Headers and the bytes as sent (fetch would decode them). */
function request(pathname: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    get(`${baseUrl}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
    }).on('error', reject);
  });
}

describe('staticSite compression', () => {
  it('sends the brotli copy to a browser that accepts it, as the original type', async () => {
    const { headers, body } = await request('/main.3f2a09bc.js', 'gzip, deflate, br');
    expect(body).toBe('brotli copy');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const { headers, body } = await request('/main.3f2a09bc.js', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(body).not.toBe(SCRIPT);
  });

  it('sends the plain file without an accepted encoding or without a compressed copy', async () => {
    const identity = await request('/main.3f2a09bc.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
    const plain = await request('/plain.5b7c1d2e.js', 'gzip, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain")');
  });
});
