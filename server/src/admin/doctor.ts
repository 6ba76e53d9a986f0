import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/app-config';
import { ConfigError } from '../config/env';
import { createDatabase } from '../db/database';
import {
  speechEngineFor,
  transcriptionReport,
  transcriptionSummary,
} from '../services/recording/transcription/engine-setting';
import { exportKey } from '../storage/file-keys';
import { s3Storage } from '../storage/s3';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../storage/storage';
import { shortVersion } from './database-state';
import { embeddedDatabaseInUse, holdsDatabase, inUseMessage } from './embedded-database';
import { describeLevel, type MigrationLevel, migrationLevel } from './migration-level';
import { uploadsFolder } from './uploads';
import type { Verdicts } from './verdicts';

/** How long any one check may wait for a service before it counts as failed. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * Checks what the server needs, each on one line: its configuration (the server's own
 * validation), the database, the file storage, mail and transcription. Read-only except for the
 * storage's probe object, which it removes.
 */
export async function doctor(config: AppConfig | ConfigError, verdicts: Verdicts): Promise<void> {
  if (config instanceof ConfigError) {
    verdicts.failed('config', config.problems.join(' '));
    for (const subject of ['database', 'storage', 'mail', 'transcription']) {
      verdicts.warning(subject, 'not checked: the configuration is not valid');
    }
    return;
  }
  verdicts.ok(
    'config',
    config.production
      ? 'valid, with the production rules (NODE_ENV=production)'
      : 'valid (NODE_ENV is not production: the production rules were not applied)',
  );
  for (const [subject, check] of [
    ['database', checkDatabase],
    ['storage', checkStorage],
    ['mail', checkMail],
    ['transcription', checkTranscription],
  ] as const) {
    try {
      await check(config, verdicts);
    } catch (error) {
      verdicts.failed(subject, (error as Error).message || String(error));
    }
  }
}

function levelVerdict(verdicts: Verdicts, where: string, level: MigrationLevel): void {
  if (level.pending.length > 0) {
    verdicts.warning(
      'database',
      `${where}, at ${describeLevel(level)}: ${level.pending.length} pending (${level.pending.join(', ')}); run \`admin migrate\` or start the server`,
    );
  } else if (level.newerThanBuild) {
    verdicts.warning('database', `${where}, at ${describeLevel(level)}: a newer release migrated it`);
  } else verdicts.ok('database', `${where}, at ${describeLevel(level)}`);
}

async function checkDatabase(config: AppConfig, verdicts: Verdicts): Promise<void> {
  if (!config.databaseUrl) {
    if (embeddedDatabaseInUse(config.dataDir)) return embeddedInUse(config, verdicts);
    if (!holdsDatabase(config.dataDir)) {
      verdicts.warning(
        'database',
        `no embedded database in ${config.dataDir} yet: the server makes it at its first start`,
      );
      return;
    }
  }
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: { connectMs: CHECK_TIMEOUT_MS, statementMs: CHECK_TIMEOUT_MS },
  });
  try {
    const read = <T>(statement: string) => database.probe<T>(statement, CHECK_TIMEOUT_MS);
    const [row] = await read<{ version: string }>('select version() as version');
    const where = config.databaseUrl
      ? `${shortVersion(row?.version ?? '')} answers`
      : `embedded ${shortVersion(row?.version ?? '')} (PGlite) in ${config.dataDir}`;
    levelVerdict(verdicts, where, await migrationLevel(read));
    if (config.databaseUrl) await autovacuumVerdict(read, verdicts);
  } finally {
    await database.close();
  }
}

/**
 * PostgreSQL's own upkeep (the embedded database gets the server's: jobs/embedded-database-
 * upkeep.ts). Without it the planner has no statistics and may walk a product's whole contacts
 * list for each widget submission, and deleted rows' space is never reused.
 */
async function autovacuumVerdict(
  read: <T>(statement: string) => Promise<T[]>,
  verdicts: Verdicts,
): Promise<void> {
  const [setting] = await read<{ autovacuum: string }>('show autovacuum');
  if (setting?.autovacuum === 'off') {
    verdicts.warning(
      'database',
      'autovacuum is off: tables are never analysed or vacuumed, so queries slow down as they grow; ' +
        'set autovacuum = on in postgresql.conf, or run vacuumdb --analyze at least hourly',
    );
  }
}

/** The folder's server is asked instead: opening its database here would damage it. */
async function embeddedInUse(config: AppConfig, verdicts: Verdicts): Promise<void> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/health/ready`;
  const answer = await fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).catch(() => null);
  if (answer?.status === 200) {
    verdicts.ok(
      'database',
      `embedded, open in the server at ${url}, which reports it ready (every migration applied)`,
    );
    return;
  }
  const status = answer ? ((await answer.json().catch(() => ({}))) as { status?: string }).status : undefined;
  verdicts.warning(
    'database',
    status
      ? `embedded, open in the server at ${url}, which answers ${answer?.status} ${status}`
      : inUseMessage(config.dataDir),
  );
}

async function checkStorage(config: AppConfig, verdicts: Verdicts): Promise<void> {
  const probe = randomBytes(64);
  if (config.s3) {
    const storage = s3Storage({ ...config.s3, maxBytes: config.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES });
    const scratch = await mkdtemp(path.join(tmpdir(), 'hearback-doctor-'));
    // An export's key: the one kind of object the server itself writes with saveFile.
    const key = exportKey('00000000-0000-0000-0000-000000000000', randomUUID(), 'csv');
    try {
      await writeFile(path.join(scratch, 'probe'), probe);
      await storage.saveFile(key, path.join(scratch, 'probe'), 'text/csv');
      const opened = await storage.open(key);
      const chunks: Buffer[] = [];
      for await (const chunk of opened?.body ?? []) chunks.push(chunk as Buffer);
      await storage.remove(key);
      if (!Buffer.concat(chunks).equals(probe))
        throw new Error(`the probe object read back from ${key} differs`);
      verdicts.ok('storage', `S3 bucket "${config.s3.bucket}": a probe object was written, read and deleted`);
    } finally {
      await storage.remove(key).catch(() => {});
      storage.close?.();
      await rm(scratch, { recursive: true, force: true });
    }
    return;
  }
  const root = uploadsFolder(config.dataDir);
  // `.incoming` holds parts of uploads, never a stored file, and the server empties it at start.
  const file = path.join(root, '.incoming', `doctor-${randomUUID()}`);
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, probe, { flag: 'wx' });
    if (!(await readFile(file)).equals(probe))
      throw new Error(`the probe file read back from ${file} differs`);
  } finally {
    await rm(file, { force: true });
  }
  const space = await statfs(root);
  const free = space.bavail * space.bsize;
  const share = free / (space.blocks * space.bsize);
  const detail = `local disk ${root}: a probe file was written, read and deleted; ${(free / 1e9).toFixed(1)} GB free`;
  if (share < 0.05) verdicts.warning('storage', `${detail}, under 5 % of the disk`);
  else verdicts.ok('storage', detail);
}

async function checkMail(config: AppConfig, verdicts: Verdicts): Promise<void> {
  if (!config.smtpUrl) {
    verdicts.warning(
      'mail',
      `not configured (SMTP_URL): mail is written to the outbox ${config.mailOutboxDir ?? path.join(config.dataDir, 'outbox')}, nobody receives it`,
    );
    return;
  }
  const server = new URL(config.smtpUrl);
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: CHECK_TIMEOUT_MS,
    greetingTimeout: CHECK_TIMEOUT_MS,
    socketTimeout: CHECK_TIMEOUT_MS,
  });
  try {
    await transport.verify();
    verdicts.ok(
      'mail',
      `${server.protocol}//${server.host} accepted a connection${server.username ? ' and the login' : ''}`,
    );
  } catch (error) {
    verdicts.failed('mail', `${server.protocol}//${server.host}: ${(error as Error).message}`);
  } finally {
    transport.close();
  }
}

async function checkTranscription(config: AppConfig, verdicts: Verdicts): Promise<void> {
  const setting = config.transcription;
  const engine = speechEngineFor(setting);
  if (!engine) {
    const summary = transcriptionSummary(null, setting);
    if (setting?.engine === 'off' && setting.why === 'chosen') verdicts.ok('transcription', summary);
    else verdicts.warning('transcription', summary);
    return;
  }
  const report = transcriptionReport(engine, setting)();
  if (!report.available) {
    verdicts.failed('transcription', `${engine.description}: its programs or model are missing`);
    return;
  }
  if (setting?.engine !== 'openai') {
    verdicts.ok('transcription', engine.description);
    return;
  }
  // The service is asked for its models, which every OpenAI-compatible server that lists any
  // answers; any answer but a refused key proves it is reachable.
  const url = `${setting.url.replace(/\/+$/, '')}/models`;
  const answer = await fetch(url, {
    headers: setting.apiKey ? { authorization: `Bearer ${setting.apiKey}` } : {},
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  }).catch((error: Error) => error);
  if (answer instanceof Error) {
    verdicts.failed('transcription', `${engine.description}: ${url} does not answer (${answer.message})`);
  } else if (answer.status === 401 || answer.status === 403) {
    verdicts.failed(
      'transcription',
      `${engine.description}: ${url} refused TRANSCRIPTION_API_KEY (${answer.status})`,
    );
  } else {
    verdicts.ok('transcription', `${engine.description}: ${url} answers (${answer.status})`);
  }
}
