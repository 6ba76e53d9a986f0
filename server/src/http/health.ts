import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { TranscriptionReport } from '../services/recording/transcription/engine-setting';
import { sendJson } from './respond';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET /healthz: the process is up and serving (liveness); it never asks the database. It also
 * tells which speech engine transcribes voice messages and whether it can run
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
  journalFile = path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'),
): number {
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * GET /readyz: 200 when the database answers and holds every migration this build ships, 503
 * otherwise, and 503 once shutting down, so a load balancer sends new work elsewhere.
 */
export function readinessHandler(options: { db: Database; logger: Logger; isShuttingDown: () => boolean }) {
  const expected = latestMigrationMillis();
  return async (_req: IncomingMessage, res: ServerResponse) => {
    if (options.isShuttingDown()) {
      sendJson(res, 503, { status: 'shutting-down' }, NO_STORE);
      return;
    }
    try {
      const result = await options.db.execute(
        sql`select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations`,
      );
      const [row] = (result as unknown as { rows: { applied: string }[] }).rows;
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
