import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startAuthEmulator } from '@hearback/testkit';
import type { TestProject } from 'vitest/node';

const repoRoot = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    emulatorUrl: string;
    projectId: string;
    siteDir: string;
    /** Where the server writes the mail it sends (the embedded default: no SMTP server). */
    mailOutboxDir: string;
    /** The server's data folder: its PGlite database and `uploads/`. */
    dataDir: string;
    /** Signs the server's upload URLs, so a test can forge an expired one. */
    uploadSigningSecret: string;
  }
}

async function waitForHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the real stack once for the suite: the Firebase Auth Emulator, and the API server on
 * PGlite serving a private copy of the built dashboard (tests rewrite its remotes.json).
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'hearback-e2e-'));
  const siteDir = path.join(workDir, 'site');
  const mailOutboxDir = path.join(workDir, 'outbox');
  const dataDir = path.join(workDir, 'pglite');
  const uploadSigningSecret = randomBytes(32).toString('hex');
  await cp(path.join(repoRoot, '.site'), siteDir, { recursive: true });

  const emulator = await startAuthEmulator();
  const port = await freePort();
  const server = spawn(path.join(repoRoot, 'server/node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOAD_SIGNING_SECRET: uploadSigningSecret,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      // One access line per request would bury a failure's output; warnings and errors stay.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      STATIC_ROOT: siteDir,
      MAIL_OUTBOX_DIR: mailOutboxDir,
      SMTP_URL: '',
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      // The webhook test's receiver listens on 127.0.0.1.
      INTEGRATIONS_ALLOW_PRIVATE_NETWORKS: 'true',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stopServer = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    // Generous: on a busy 2-core machine the server (tsx, migrations, demo data) has taken 75 s.
    await waitForHealthy(`${baseUrl}/healthz`, 180_000);
  } catch (error) {
    stopServer();
    await emulator.stop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('emulatorUrl', emulator.url);
  project.provide('projectId', emulator.projectId);
  project.provide('siteDir', siteDir);
  project.provide('mailOutboxDir', mailOutboxDir);
  project.provide('dataDir', dataDir);
  project.provide('uploadSigningSecret', uploadSigningSecret);

  return async () => {
    stopServer();
    await emulator.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
