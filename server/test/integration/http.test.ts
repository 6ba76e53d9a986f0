import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, type RunningServer } from '../../src/app';
import { createLogger } from '../../src/logger';
import { signUp, uniqueEmail } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

describe.each(databaseKinds())('HTTP surface on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h?.stop());

  it('answers /healthz', async () => {
    const response = await fetch(`${h.server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      transcription: { engine: 'off', available: false },
    });
  });

  it('serves the runtime config with the emulator on the same origin', async () => {
    const response = await fetch(`${h.server.url}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      apiUrl: '',
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${inject('projectId')}.firebaseapp.com`,
        projectId: inject('projectId'),
      },
      authEmulatorUrl: h.server.url,
    });
  });

  const preflight = (origin: string) =>
    fetch(`${h.server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-hearback-app',
      },
    });

  it("allows the dashboard's own origin and its headers in CORS preflights", async () => {
    // Without PUBLIC_URL the dashboard's origin is the server's own.
    const dashboard = new URL(h.server.url).origin;
    const response = await preflight(dashboard);
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(dashboard);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-hearback-app'])
      expect(allowed).toContain(header);
  });

  it('gives other origins nothing to call or read /graphql with', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3000', 'null']) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(response.headers.get('access-control-allow-headers'), origin).toBeNull();
      const answer = await graphql(h.server.url, '{ health }', { headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
    // Servers calling with an API key send no Origin and get their answer as before.
    expect(ok(await graphql<{ health: boolean }>(h.server.url, '{ health }')).health).toBe(true);
  });

  it('proxies the Auth Emulator so the browser signs in on the same origin', async () => {
    const email = uniqueEmail('proxied');
    const response = await fetch(
      `${h.server.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'password-1234', returnSecureToken: true }),
      },
    );
    expect(response.status).toBe(200);
    const { idToken, refreshToken } = (await response.json()) as { idToken: string; refreshToken: string };
    const { me } = ok(
      await graphql<{ me: { email: string } }>(h.server.url, '{ me { email } }', { token: idToken }),
    );
    expect(me.email).toBe(email);

    const refreshed = await fetch(`${h.server.url}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${refreshToken}`,
    });
    expect(refreshed.status).toBe(200);
    // The sign-in popup's pages the SDK loads from the emulator.
    for (const page of ['handler?apiKey=demo-api-key&providerId=google.com', 'iframe']) {
      const response = await fetch(`${h.server.url}/emulator/auth/${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type'), page).toContain('text/html');
    }
  });

  it("refuses the emulator's administration on the app's address", async () => {
    const email = uniqueEmail('admin-target');
    const user = await signUp(h, { email });
    const project = inject('projectId');
    const refused = {
      error: {
        code: 403,
        message: `The Auth Emulator's administration is not served on this address; call the emulator on ${inject('emulatorHost')}.`,
      },
    };
    const admin = [
      // Read every e-mail code, the project's configuration; wipe every account.
      fetch(`${h.server.url}/emulator/v1/projects/${project}/oobCodes`),
      fetch(`${h.server.url}/emulator/v1/projects/${project}/config`),
      fetch(`${h.server.url}/emulator/v1/projects/${project}/accounts`, { method: 'DELETE' }),
      fetch(`${h.server.url}/emulator/auth/../v1/projects/${project}/accounts`, { method: 'DELETE' }),
      // The emulator takes `Bearer owner` as the project's administrator: take over an account.
      fetch(`${h.server.url}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: user.uid, password: 'taken-over-1234' }),
      }),
    ];
    for (const response of await Promise.all(admin)) {
      expect(response.status, response.url).toBe(403);
      expect(await response.json()).toEqual(refused);
    }
    // Nothing happened: the account is there, with its own password.
    const signIn = await fetch(
      `${h.server.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'password-1234', returnSecureToken: true }),
      },
    );
    expect(signIn.status).toBe(200);
  });

  it('answers 404 for unknown paths when no dashboard is served', async () => {
    expect((await fetch(`${h.server.url}/app/products`)).status).toBe(404);
  });

  it('masks unexpected failures as "Something went wrong." and reports the database as not ready', async () => {
    const user = await signUp(h);
    await h.server.database.close();
    const answer = await user.ask('{ getPlatforms { id } }');
    expect(failure(answer)).toMatchObject({
      message: 'Something went wrong.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(failure(answer).message)).not.toMatch(/select|query|pglite|pool/i);
    // Liveness is the process answering; readiness is what depends on the database.
    expect((await fetch(`${h.server.url}/health/live`)).status).toBe(200);
    for (const probePath of ['/health/ready', '/readyz']) {
      const ready = await fetch(`${h.server.url}${probePath}`);
      expect(ready.status, probePath).toBe(503);
      expect(await ready.json()).toEqual({ status: 'database-unavailable' });
    }
  });
});

describe('the built dashboard', () => {
  let site: string;
  let server: RunningServer;
  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'hearback-test-site-'));
    await mkdir(path.join(site, 'remotes/remote-auth'), { recursive: true });
    await writeFile(path.join(site, 'index.html'), '<!doctype html><title>Hearback</title>');
    await writeFile(path.join(site, 'main.3f2a09bc.js'), 'console.log("shell")');
    await writeFile(
      path.join(site, 'remotes.json'),
      '{"remote_auth":"/remotes/remote-auth/mf-manifest.json"}',
    );
    await writeFile(path.join(site, 'remotes/remote-auth/mf-manifest.json'), '{"name":"remote_auth"}');
    await writeFile(path.join(site, 'remotes/remote-auth/remoteEntry.js'), 'var remote_auth;');
    server = await createServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: path.join(site, '.pglite'),
      firebaseProjectId: inject('projectId'),
      firebaseApiKey: 'demo-api-key',
      firebaseAuthEmulatorHost: inject('emulatorHost'),
      staticRoot: site,
      seedDemo: false,
      logger: createLogger('silent'),
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(site, { recursive: true, force: true });
  });

  const get = (pathname: string) => fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });

  it('serves the shell at / and index.html for navigations, never cached', async () => {
    for (const pathname of ['/', '/app/products', '/auth/sign-in']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toContain('<title>Hearback</title>');
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
    }
  });

  it('serves assets as files, content-hashed ones cacheable for good', async () => {
    const response = await get('/main.3f2a09bc.js');
    expect(await response.text()).toBe('console.log("shell")');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await get('/remotes/remote-auth/remoteEntry.js');
    await first.text();
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.url}/remotes/remote-auth/remoteEntry.js`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('never caches the manifests and serves remotes.json as rewritten while running', async () => {
    const first = await get('/remotes.json');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    await first.text();
    const moved = '{"remote_auth":"https://cdn.example/remote-auth/v2/mf-manifest.json"}';
    await writeFile(path.join(site, 'remotes.json'), moved);
    expect(await (await get('/remotes.json')).text()).toBe(moved);
    const manifest = await get('/remotes/remote-auth/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes/remote-auth/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404, not the shell, for a missing file', async () => {
    expect((await get('/remotes/remote-auth/missing')).status).toBe(404);
    expect((await get('/remotes/remote-gone/remoteEntry.js')).status).toBe(404);
    expect((await get('/missing.js')).status).toBe(404);
  });

  it('still routes /graphql and /config.json to the API', async () => {
    expect(ok(await graphql<{ health: boolean }>(server.url, '{ health }')).health).toBe(true);
    expect((await get('/config.json')).headers.get('content-type')).toContain('application/json');
  });
});
