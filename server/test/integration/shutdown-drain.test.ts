import { cp, mkdtemp, rm } from 'node:fs/promises';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const HEALTH = JSON.stringify({ query: '{ health }' });

/** One request; `agent: false` opens a connection of its own. */
function send(
  url: string,
  options: { method?: string; path: string; body?: string; agent?: Agent | false },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${options.path}`,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: options.body ? { 'content-type': 'application/json', 'x-hearback-app': 'dashboard' } : {},
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('SIGTERM under keep-alive traffic', () => {
  let dataDir: string;
  let server: ServerProcess;
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers what it took, refuses new work with 503 and Connection: close, keeps readiness answering 503, exits 0', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-test-data-'));
    await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
    server = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '10000', LOG_LEVEL: 'warn' });
    const { url, port } = server;

    // Load: four clients on kept-alive connections, one request after the other.
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const load: { sentAt: number; answer?: Answer; error?: string }[] = [];
    let loadOn = true;
    const client = async () => {
      while (loadOn) {
        const entry: (typeof load)[number] = { sentAt: Date.now() };
        load.push(entry);
        try {
          entry.answer = await send(url, { method: 'POST', path: '/graphql', body: HEALTH, agent });
        } catch (error) {
          entry.error = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const clients = Array.from({ length: 4 }, client);

    // A kept-alive connection that is idle when the signal comes.
    const idle = connect(port, '127.0.0.1');
    idle.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((resolve) => idle.once('data', resolve));
    const idleClosed = new Promise<number>((resolve) => idle.once('close', () => resolve(Date.now())));

    await new Promise((resolve) => setTimeout(resolve, 500));

    // In flight when the signal comes: the server has its headers (it said `100 Continue`), the
    // body follows a second after the signal.
    let signalledAt = 0;
    const inFlight = new Promise<Answer>((resolve, reject) => {
      const req = request(`${url}/graphql`, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(HEALTH),
          'x-hearback-app': 'dashboard',
          expect: '100-continue',
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.on('continue', () => {
        signalledAt = Date.now();
        server.signal('SIGTERM');
        setTimeout(() => req.end(HEALTH), 1_000);
      });
      req.flushHeaders();
    });
    while (!signalledAt) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));

    // While draining, the port still answers: readiness says 503, liveness 200, new work gets 503.
    for (const probePath of ['/health/ready', '/readyz']) {
      const ready = await send(url, { path: probePath });
      expect(ready.status, probePath).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'shutting-down' });
      expect(ready.headers.connection, probePath).toBe('close');
    }
    expect((await send(url, { path: '/health/live' })).status).toBe(200);
    const refused = await send(url, { method: 'POST', path: '/graphql', body: HEALTH });
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused.body)).toMatchObject({
      errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });

    await new Promise((resolve) => setTimeout(resolve, 300));
    loadOn = false;
    await Promise.all(clients);
    agent.destroy();

    // The request taken before the signal is answered in full, and closes its connection.
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toEqual({ data: { health: true } });
    expect(answered.headers.connection).toBe('close');

    // The idle kept-alive connection was closed at once.
    expect((await idleClosed) - signalledAt).toBeLessThan(1_000);

    // The load: served before the signal; after it, every answer closes its connection, and
    // nothing sent once draining had begun was served.
    expect(
      load.filter((entry) => entry.answer?.status === 200 && entry.sentAt < signalledAt).length,
    ).toBeGreaterThan(0);
    const afterSignal = load.filter((entry) => entry.sentAt >= signalledAt + 100);
    expect(afterSignal.length).toBeGreaterThan(0);
    for (const entry of afterSignal) {
      if (entry.answer) {
        expect(entry.answer.status).toBe(503);
        expect(entry.answer.headers.connection).toBe('close');
      } else {
        // A request racing the close of its idle kept-alive connection: the client may resend it.
        expect(['ECONNRESET', 'EPIPE']).toContain(entry.error);
      }
    }
    expect(afterSignal.filter((entry) => entry.answer?.status === 503).length).toBeGreaterThan(0);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    await expect(send(url, { path: '/healthz' })).rejects.toThrow();
  }, 120_000);
});
