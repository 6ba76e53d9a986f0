import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

const rows = async <T>(h: Harness, query: ReturnType<typeof sql>) =>
  ((await h.server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(databaseKinds())('probes, metrics and request ids on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h?.stop());

  it('answers /health/live and /health/ready (and their aliases /healthz and /readyz), uncached', async () => {
    for (const probePath of ['/health/live', '/healthz']) {
      const live = await fetch(`${h.server.url}${probePath}`);
      expect(live.status, probePath).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok', transcription: { engine: 'off', available: false } });
      expect(live.headers.get('cache-control'), probePath).toBe('no-store');
    }
    for (const probePath of ['/health/ready', '/readyz']) {
      const ready = await fetch(`${h.server.url}${probePath}`);
      expect(ready.status, probePath).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers.get('cache-control'), probePath).toBe('no-store');
    }
    // Only the exact paths are probes: anything below them is not found.
    expect((await fetch(`${h.server.url}/health/ready/x`)).status).toBe(404);
    expect((await fetch(`${h.server.url}/health`)).status).toBe(404);
  });

  it('is not ready while the database lacks a migration this build ships', async () => {
    const [latest] = await rows<{ id: number; hash: string; created_at: string }>(
      h,
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await h.server.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${latest!.id}`,
    );
    try {
      for (const probePath of ['/health/ready', '/readyz']) {
        const ready = await fetch(`${h.server.url}${probePath}`);
        expect(ready.status, probePath).toBe(503);
        expect(await ready.json()).toEqual({ status: 'migrations-pending' });
      }
      expect((await fetch(`${h.server.url}/health/live`)).status).toBe(200);
      expect((await fetch(`${h.server.url}/healthz`)).status).toBe(200);
    } finally {
      await h.server.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest!.id}, ${latest!.hash}, ${latest!.created_at}::bigint)`,
      );
    }
    expect((await fetch(`${h.server.url}/health/ready`)).status).toBe(200);
  });

  it('echoes a request id it is given, and makes one up otherwise', async () => {
    const given = await graphql(h.server.url, '{ health }', { headers: { 'x-request-id': 'trace-42.abc' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42.abc');
    const made = await graphql(h.server.url, '{ health }');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A header that could break a log line is replaced, not echoed.
    const unusable = await graphql(h.server.url, '{ health }', { headers: { 'x-request-id': 'a b"c' } });
    expect(unusable.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('exposes Prometheus metrics: latency by operation, widget submissions, upload bytes, job queue depth', async () => {
    h.server.metrics.registerJobQueueDepth(() => 3);
    h.server.metrics.registerJobQueueDepth(async () => 4);
    ok(await graphql(h.server.url, 'query HealthProbe { health }'));
    expect(failure(await graphql(h.server.url, 'query Broken { health { nope } }'))).toBeTruthy();
    // An unknown widget key: a refused submission.
    const refused = await fetch(`${h.server.url}/widget/v1/submissions?key=nope&product=nope`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'x' },
      body: '{}',
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await refused.text();

    const response = await fetch(`${h.server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(
      /hearback_graphql_operation_duration_seconds_count\{operation="HealthProbe",type="query",outcome="ok"\} 1\n/,
    );
    expect(text).toMatch(
      /hearback_http_request_duration_seconds_count\{route="graphql",method="POST",status="200"\} \d+/,
    );
    expect(text).toMatch(/hearback_widget_submissions_total\{result="refused"\} 1\n/);
    expect(text).toMatch(/hearback_upload_bytes_total 0\n/);
    expect(text).toMatch(/hearback_job_queue_depth 7\n/);
    expect(text).toMatch(/hearback_process_resident_memory_bytes \d+/);
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request and the background work, then closes its port', async () => {
    const h = await startHarness('pglite');
    const events: string[] = [];
    h.server.onShutdown(async () => {
      events.push('stop hook called');
      // Background work still has its database while it winds down.
      await h.server.database.db.execute(sql`select 1`);
      events.push('background work finished');
    });
    const user = await signUp(h);
    const body = JSON.stringify({ query: '{ getPlatforms { id } }' });
    const { port } = new URL(h.server.url);
    let closing: Promise<unknown> | undefined;
    // The server has read the request's headers once it answers `100 Continue`: from then on the
    // request is in flight. Shutdown begins, and only then is the body sent.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/graphql',
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-hearback-app': 'dashboard',
            authorization: `Bearer ${user.idToken}`,
            expect: '100-continue',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.on('continue', () => {
        events.push('shutdown begun');
        closing = h.server.close().then(() => events.push('closed'));
        setTimeout(() => req.end(body), 100);
      });
      req.flushHeaders();
    });
    const finished = await answer;
    events.push('in-flight request answered');
    expect(finished.status).toBe(200);
    expect(
      (JSON.parse(finished.text) as { data: { getPlatforms: unknown[] } }).data.getPlatforms.length,
    ).toBeGreaterThan(0);
    await closing;
    // The port closes once the requests taken and the background work are done.
    await expect(fetch(`${h.server.url}/healthz`)).rejects.toThrow();
    expect(events[0]).toBe('shutdown begun');
    expect(events).toEqual(
      expect.arrayContaining(['stop hook called', 'background work finished', 'in-flight request answered']),
    );
    // The request was answered in full (200, its rows) although shutdown began before its body
    // arrived; the database closed only after the background work finished.
    expect(events.indexOf('background work finished')).toBeLessThan(events.indexOf('closed'));
    await h.stop();
  });
});

describe('security headers', () => {
  let site: string;
  let h: Harness;
  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'hearback-test-headers-'));
    await mkdir(path.join(site, 'remotes/remote-feedback'), { recursive: true });
    await writeFile(path.join(site, 'index.html'), '<!doctype html><title>Hearback</title>');
    await writeFile(path.join(site, 'remotes/remote-feedback/remoteEntry.js'), 'var remote_feedback;');
    h = await startHarness('pglite', {
      server: { staticRoot: site, remoteOrigins: ['https://cdn.example'] },
    });
  });
  afterAll(async () => {
    await h?.stop();
    await rm(site, { recursive: true, force: true });
  });

  const get = (pathname: string) => fetch(`${h.server.url}${pathname}`, { headers: { accept: 'text/html' } });

  const directives = (csp: string | null) =>
    new Map((csp ?? '').split('; ').map((entry) => [entry.split(' ')[0], entry.split(' ').slice(1)]));

  it('refuses framing of the dashboard and allows only what it loads', async () => {
    for (const pathname of [
      '/',
      '/app/products',
      '/auth/sign-in',
      '/remotes/remote-feedback/remoteEntry.js',
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), pathname).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      // Remotes on our origin (and the configured CDN); the Firebase SDK and reCAPTCHA.
      expect(csp.get('script-src')).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://cdn.example',
          'https://apis.google.com',
          'https://www.google.com/recaptcha/',
        ]),
      );
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('connect-src')).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
        ]),
      );
      expect(csp.get('frame-src')).toEqual(
        expect.arrayContaining([
          `https://${h.emulator.projectId}.firebaseapp.com`,
          'https://www.google.com/recaptcha/',
        ]),
      );
    }
  });

  it('lets other sites embed the public feedback pages', async () => {
    for (const pathname of ['/feedback', '/feedback/techxpo1', '/feedback/verify']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('x-frame-options'), pathname).toBeNull();
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), pathname).toEqual(['*']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // A path that merely starts with the same letters is the dashboard's.
    expect((await get('/feedbacks')).headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends the baseline headers on API answers too', async () => {
    const answer = await graphql(h.server.url, '{ health }');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
