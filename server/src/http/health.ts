import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { DatabaseHandle } from '../db/database';
import type { Logger } from '../logger';
import { migrationsFolder } from '../server-files';
import type { TranscriptionReport } from '../services/recording/transcription/engine-setting';
import { sendJson } from './respond';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The probes' paths for load balancers and orchestrators: the documented `/health/…` names first,
 * then the short names earlier releases documented, kept so existing probes go on working.
 */
export const LIVENESS_PATHS: ReadonlySet<string> = new Set(['/health/live', '/healthz']);
export const READINESS_PATHS: ReadonlySet<string> = new Set(['/health/ready', '/readyz']);

/**
 * GET /health/live (alias /healthz): the process is up and serving (liveness); it never asks the
 * database. It also tells which speech engine transcribes voice messages and whether it can run
 * (`transcription: { engine: 'embedded' | 'openai' | 'off', available }`).
 */
export function livenessHandler(options: { transcription?: () => TranscriptionReport } = {}) {
  return (_req: IncomingMessage, res: ServerResponse) =>
    sendJson(
      res,
      200,
      { status: 'ok', transcription: options.transcription?.() ?? { engine: 'off', available: false } },
      NO_STORE,
    );
}

/** The newest migration this build ships (drizzle's journal), as drizzle records it when applied. */
export function latestMigrationMillis(
  journalFile = path.join(migrationsFolder, 'meta/_journal.json'),
): number {
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * How long /health/ready waits for the database before it answers 503; probes come every few
 * seconds.
 */
export const DEFAULT_READINESS_TIMEOUT_MS = 2_000;

/**
 * GET /health/ready (alias /readyz): 200 when the database answers within `timeoutMs` and holds
 * every migration this build ships, 503 otherwise, and 503 once shutting down, so a load balancer
 * sends new work elsewhere. It never waits longer than `timeoutMs`, whatever the database does.
 */
export function readinessHandler(options: {
  database: Pick<DatabaseHandle, 'probe'>;
  logger: Logger;
  isShuttingDown: () => boolean;
  timeoutMs?: number;
}) {
  const expected = latestMigrationMillis();
  const timeoutMs = options.timeoutMs ?? DEFAULT_READINESS_TIMEOUT_MS;
  return async (_req: IncomingMessage, res: ServerResponse) => {
    if (options.isShuttingDown()) {
      sendJson(res, 503, { status: 'shutting-down' }, NO_STORE);
      return;
    }
    try {
      const [row] = await options.database.probe<{ applied: string }>(
        'select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations',
        timeoutMs,
      );
      if (Number(row?.applied ?? 0) < expected) {
        sendJson(res, 503, { status: 'migrations-pending' }, NO_STORE);
        return;
      }
      sendJson(res, 200, { status: 'ready' }, NO_STORE);
    } catch (error) {
      options.logger.error({ err: error }, 'Readiness check failed');
      sendJson(res, 503, { status: 'database-unavailable' }, NO_STORE);
    }
  };
}
