import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { READ_IN_WORKER_FROM_BYTES } from '../../src/services/segment/import/run-import';
import { signUpAdmin } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { type MailCatcher, startMailCatcher } from '../support/mail';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createProduct } from '../support/widget-fixtures';

const serverDir = path.resolve(import.meta.dirname, '../..');
const serverManifest = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

/** Every file below `folder`, as paths relative to it. */
async function filesIn(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** The command line and the environment the kernel holds for a process, as lists of strings. */
async function processView(pid: number): Promise<{ argv: string[]; environment: string[] }> {
  const split = (raw: string) => raw.split('\0').filter(Boolean);
  return {
    argv: split(await readFile(`/proc/${pid}/cmdline`, 'utf8')),
    environment: split(await readFile(`/proc/${pid}/environ`, 'utf8')),
  };
}

/**
 * The compiled server `npm run build` makes (scripts/build-server.mjs), built here into a folder
 * of the test's own: a build left in dist/ by an earlier checkout would prove nothing about this
 * one. node alone runs it, from that folder, with no TypeScript and no development dependency.
 */
describe('the compiled server', { timeout: 120_000 }, () => {
  let workDir: string;
  let buildDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'hearback-test-build-'));
    buildDir = path.join(workDir, 'server');
    await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', buildDir], {
      cwd: serverDir,
      maxBuffer: 16 * 1024 * 1024,
    });
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  const dataFolder = async (name: string) => {
    const dataDir = path.join(workDir, name);
    await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
    return dataDir;
  };

  it('is JavaScript and production dependencies only', async () => {
    const own = (await filesIn(buildDir)).filter((file) => !file.startsWith(`node_modules${path.sep}`));
    expect(own).toEqual(
      expect.arrayContaining(['main.js', 'admin.js', 'batch-reader-worker.mjs', 'package.json']),
    );
    expect(own).toContain(path.join('drizzle', 'meta', '_journal.json'));
    expect(own).toContain(path.join('schema', 'widget', 'schema.graphql'));
    expect(own.filter((file) => /\.(c|m)?tsx?$/.test(file))).toEqual([]);

    // Nothing the compiled server could load TypeScript with, or any other development tool: the
    // packages an ES module in the folder (as main.js is) can import, asked of node itself.
    const candidates = ['graphql', 'pg', 'tsx', 'typescript', 'esbuild', 'vitest', 'drizzle-kit'];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        `for (const name of ${JSON.stringify(candidates)}) { try { import.meta.resolve(name); console.log(name); } catch {} }`,
      ],
      { cwd: buildDir, env: { PATH: process.env.PATH } },
    );
    expect(stdout.trim().split('\n')).toEqual(['graphql', 'pg']);
    const installed = await readdir(path.join(buildDir, 'node_modules/.pnpm'));
    const development = Object.keys(serverManifest.devDependencies)
      // Type declarations come along with runtime packages that name them as peers; they hold no code.
      .filter((name) => !name.startsWith('@types/'))
      .filter((name) => installed.some((entry) => entry.startsWith(`${name.replace('/', '+')}@`)));
    expect(development).toEqual([]);

    // The lockfile's patches apply to the deployed packages too.
    expect(
      await readFile(path.join(buildDir, 'node_modules/drizzle-orm/node-postgres/session.cjs'), 'utf8'),
    ).toContain('Hearback patch');
  });

  describe('under NODE_ENV=production', () => {
    const METRICS_TOKEN = 'metrics-token-for-the-production-build';
    let mail: MailCatcher;
    let server: ServerProcess;
    let site: string;
    let productionEnv: Record<string, string>;

    beforeAll(async () => {
      mail = await startMailCatcher();
      site = path.join(workDir, 'site');
      await mkdir(site, { recursive: true });
      await writeFile(path.join(site, 'index.html'), '<!doctype html><title>Hearback dashboard</title>');
      productionEnv = {
        NODE_ENV: 'production',
        DATA_DIR: await dataFolder('production-data'),
        STATIC_ROOT: site,
        // What production requires (src/config/production-rules.ts): a real project, no emulator.
        FIREBASE_PROJECT_ID: 'hearback-production-check',
        FIREBASE_API_KEY: 'web-api-key-of-the-project',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        PUBLIC_URL: 'https://feedback.example',
        SMTP_URL: mail.url,
        METRICS_TOKEN,
        LOG_LEVEL: 'warn',
      };
      server = await startServerProcess(productionEnv, { compiledServer: buildDir });
      servers.push(server);
    }, 120_000);
    afterAll(async () => {
      await mail?.stop();
    });

    it('runs as node with the bundle, and nothing that loads TypeScript', async () => {
      const { argv, environment } = await processView(server.pid);
      expect(argv).toEqual([process.execPath, '--enable-source-maps', 'main.js']);
      expect(argv.join(' ')).not.toMatch(/tsx|--import|--loader|--experimental/);
      expect(environment).toContain('NODE_ENV=production');
      expect(environment.filter((entry) => entry.startsWith('NODE_OPTIONS='))).toEqual([]);
    });

    it('answers the probes, the API and the dashboard', async () => {
      for (const probePath of ['/health/live', '/healthz']) {
        const live = await fetch(`${server.url}${probePath}`);
        expect(live.status, probePath).toBe(200);
        expect(await live.json()).toMatchObject({ status: 'ok' });
      }
      for (const probePath of ['/health/ready', '/readyz']) {
        const ready = await fetch(`${server.url}${probePath}`);
        expect(ready.status, probePath).toBe(200);
        expect(await ready.json()).toEqual({ status: 'ready' });
      }

      expect(ok(await graphql(server.url, '{ __typename health }'))).toEqual({
        __typename: 'Query',
        health: true,
      });
      // Production turned introspection off; a domain's field (from its schema.graphql beside
      // main.js) needs a signed-in user.
      expect(failure(await graphql(server.url, '{ __schema { queryType { name } } }')).extensions?.code).toBe(
        'INTROSPECTION_DISABLED',
      );
      expect(failure(await graphql(server.url, '{ me { id } }')).extensions?.code).toBe('UNAUTHENTICATED');

      for (const pathname of ['/', '/app/products']) {
        const page = await fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });
        expect(page.status, pathname).toBe(200);
        expect(await page.text()).toContain('Hearback dashboard');
      }
      expect(await (await fetch(`${server.url}/config.json`)).json()).toMatchObject({
        firebase: { projectId: 'hearback-production-check', apiKey: 'web-api-key-of-the-project' },
      });

      expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
      const metrics = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(
        /hearback_http_request_duration_seconds_count\{route="health-ready"/,
      );
    });

    it('stops on SIGTERM with exit code 0', async () => {
      server.signal('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    });

    it("runs the admin command line as node with the bundle, on the stopped server's data", async () => {
      const admin = (args: string[]) =>
        promisify(execFile)(process.execPath, ['--enable-source-maps', 'admin.js', ...args], {
          cwd: buildDir,
          env: { PATH: process.env.PATH, DATABASE_URL: '', TRANSCRIPTION_ENGINE: 'off', ...productionEnv },
        });
      expect((await admin(['migrate'])).stdout).toMatch(
        /^migrate: ok: nothing to apply; the database is at 0\d{3}_/,
      );
      const doctor = await admin(['doctor']);
      expect(doctor.stdout).toContain('config: ok: valid, with the production rules (NODE_ENV=production)');
      expect(doctor.stdout).toMatch(/^database: ok: embedded PostgreSQL .* at 0\d{3}_/m);
      expect(doctor.stdout).toMatch(/^mail: ok: smtp:\/\/127\.0\.0\.1:\d+ accepted a connection$/m);
      const backup = await admin(['backup', path.join(workDir, 'production-backup.tar.gz')]);
      expect(backup.stdout).toMatch(/^backup: ok: .*production-backup\.tar\.gz, /m);
    });
  });

  describe('with the Auth Emulator (the embedded set-up)', () => {
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServerProcess(
        { DATA_DIR: await dataFolder('embedded-data'), LOG_LEVEL: 'warn' },
        { compiledServer: buildDir },
      );
      servers.push(server);
    }, 120_000);

    it('verifies sign-ins and reads a large contact file in its reader thread', async () => {
      const { admin } = await signUpAdmin(server.target, 'Compiled Build Ltd');
      const productId = await createProduct(admin, 'Shop');
      const { createContactImport } = ok(
        await admin.ask<{ createContactImport: { uploadPath: string } }>(
          `mutation ($input: CreateContactImportInput!) { createContactImport(input: $input) { uploadPath } }`,
          {
            input: {
              productId,
              newSegmentName: 'Everyone',
              fileName: 'everyone.csv',
              delimiter: ',',
              mapping: { email: 'Email', name: 'Full name' },
            },
          },
        ),
      );
      const rows = 25_000;
      const csv = `Email,Full name\r\n${Array.from({ length: rows }, (_, n) => `person${n}@example.test,Person number ${n}`).join('\r\n')}\r\n`;
      // Large enough to be read by the separately bundled reader thread (batch-reader-worker.mjs).
      expect(Buffer.byteLength(csv)).toBeGreaterThanOrEqual(READ_IN_WORKER_FROM_BYTES);
      const upload = await fetch(`${server.url}${createContactImport.uploadPath}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin.idToken}` },
        body: csv,
      });
      expect(upload.status).toBe(200);
      const lines = (await upload.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { type: string });
      expect(lines.at(-1)).toMatchObject({ type: 'done', import: { status: 'Succeeded', totalRows: rows } });

      server.signal('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    });
  });
});
