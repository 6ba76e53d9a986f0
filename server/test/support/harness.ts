import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, type ThrowawayPostgres } from '@hearback/testkit';
import { inject } from 'vitest';
import { createServer, type RunningServer, type ServerConfig } from '../../src/app';
import { createLogger } from '../../src/logger';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Harness {
  kind: DatabaseKind;
  server: RunningServer;
  emulator: { url: string; projectId: string };
  /** The server's DATA_DIR (PGlite folder; also holds the mail outbox without SMTP). */
  dataDir: string;
  /** Stops the server and throws its database away. */
  stop(): Promise<void>;
}

export interface HarnessOptions {
  seedDemo?: boolean;
  /** Reuse a PGlite folder (for restart tests); it is then left for the caller to remove. */
  dataDir?: string;
  databaseUrl?: string;
  /** The SMTP server mail goes to (a MailCatcher's url); without it, the outbox folder. */
  smtpUrl?: string;
  contactEmail?: string;
  recaptcha?: { secret: string; siteKey: string; verifyUrl: string };
  /** Anything else of the server's configuration (limits, secrets, STATIC_ROOT). */
  server?: Partial<ServerConfig>;
}

/**
 * The real server on a free port, on a fresh PGlite folder (a copy of the migrated template) or
 * a throw-away PostgreSQL database.
 */
export async function startHarness(kind: DatabaseKind, options: HarnessOptions = {}): Promise<Harness> {
  let postgres: ThrowawayPostgres | null = null;
  let dataDir = options.dataDir;
  const ownDataDir = !dataDir;
  if (kind === 'postgres' && !options.databaseUrl) {
    postgres = await createThrowawayPostgres();
    if (!postgres) throw new Error('PostgreSQL is not available; the caller should have skipped.');
  }
  if (!dataDir) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-test-pglite-'));
    if (kind === 'pglite') await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
  }
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: options.databaseUrl ?? postgres?.url,
    dataDir,
    firebaseProjectId: inject('projectId'),
    firebaseApiKey: 'demo-api-key',
    firebaseAuthEmulatorHost: inject('emulatorHost'),
    seedDemo: options.seedDemo ?? false,
    smtpUrl: options.smtpUrl,
    contactEmail: options.contactEmail,
    recaptchaSecret: options.recaptcha?.secret,
    recaptchaSiteKey: options.recaptcha?.siteKey,
    recaptchaVerifyUrl: options.recaptcha?.verifyUrl,
    // A real proof of work, small enough for single-threaded Node on a busy CI machine.
    altchaMaxNumber: 2_000,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    ...options.server,
  });
  return {
    kind,
    server,
    emulator: { url: inject('emulatorUrl'), projectId: inject('projectId') },
    dataDir,
    async stop() {
      await server.close();
      await postgres?.drop();
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The database kinds to run a suite on: PostgreSQL only when the global setup found a server. */
export const databaseKinds = (): DatabaseKind[] =>
  inject('postgresAvailable') ? ['pglite', 'postgres'] : ['pglite'];
