import { mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/app';
import type { Database } from '../../src/db/database';
import { cleanOrphanUploads } from '../../src/jobs/clean-orphan-uploads';
import { enqueue } from '../../src/jobs/enqueue';
import { signUpAdmin } from '../support/actors';
import { type DatabaseKind, databaseKinds, type Harness, startHarness } from '../support/harness';
import { createProduct, WEBM, widgetClient } from '../support/widget-fixtures';

const BUCKET = 'hearback-orphans';
const TWO_DAYS_AGO = new Date(Date.now() - 48 * 3_600_000);

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

interface Store {
  /** Where the store keeps the bytes of `fileKey` on this machine. */
  pathOf(fileKey: string): string;
  server?: Pick<ServerConfig, 's3'>;
  stop(): Promise<void>;
}

async function localStore(dataDir: () => string): Promise<Store> {
  return {
    pathOf: (fileKey) => path.join(dataDir(), 'uploads', ...fileKey.split('/')),
    stop: async () => {},
  };
}

/** s3rver keeps each object in a file; its LastModified is that file's mtime. */
async function s3Store(): Promise<Store> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hearback-s3rver-orphans-'));
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  return {
    pathOf: (fileKey) => {
      const parts = fileKey.split('/');
      const name = parts.pop()!;
      return path.join(folder, BUCKET, ...parts, `${name}._S3rver_object`);
    },
    server: {
      s3: {
        bucket: BUCKET,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
    },
    async stop() {
      await s3rver.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

const cases: [string, DatabaseKind, 'local' | 's3'][] = [
  ...databaseKinds().map((kind): [string, DatabaseKind, 'local'] => [`local disk on ${kind}`, kind, 'local']),
  // The S3 driver does not depend on the database: PGlite is enough.
  ['S3 on pglite', 'pglite', 's3'],
];

describe.each(cases)('orphan upload clean-up, %s', (_name, kind, storage) => {
  let store: Store;
  let h: Harness;

  beforeAll(async () => {
    store = storage === 's3' ? await s3Store() : await localStore(() => h.dataDir);
    // No worker: the test runs the clean-up itself. No transcription provider either.
    h = await startHarness(kind, {
      server: { ...store.server, jobsWorker: false, widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0 },
    });
  });
  afterAll(async () => {
    await h?.stop();
    await store?.stop();
  });

  const exists = (fileKey: string) =>
    stat(store.pathOf(fileKey)).then(
      () => true,
      () => false,
    );

  it('deletes old recording files that no recording names, in every organisation, and keeps the rest', async () => {
    const widgets = await Promise.all(
      ['Keeps Files Ltd', 'Other Files Ltd'].map(async (name) => {
        const { admin, organisation } = await signUpAdmin(h, name);
        return widgetClient(h, organisation.widgetKey, await createProduct(admin, `${name} shop`));
      }),
    );
    const named: string[] = [];
    const orphans: string[] = [];
    const fresh: string[] = [];
    for (const widget of widgets) {
      const kept = await widget.upload(WEBM(1024));
      await widget.submit({
        messageType: 'LeaveMessage',
        audio: { fileKey: kept, contentType: 'audio/webm' },
      });
      named.push(kept);
      orphans.push(await widget.upload(WEBM(1024)));
      fresh.push(await widget.upload(WEBM(1024)));
    }
    for (const fileKey of [...named, ...orphans]) {
      await utimes(store.pathOf(fileKey), TWO_DAYS_AGO, TWO_DAYS_AGO);
    }
    for (const fileKey of [...named, ...orphans, ...fresh]) expect(await exists(fileKey), fileKey).toBe(true);
    // Without a speech-to-text provider no voice recording gets a transcription job.
    expect(
      await rows(h.server.database.db, sql`select 1 from jobs where kind = 'recording.transcribe'`),
    ).toEqual([]);

    await enqueue(h.server.database.db, cleanOrphanUploads, {});
    expect(await h.server.jobs.drain()).toBe(1);

    for (const fileKey of orphans) expect(await exists(fileKey), fileKey).toBe(false);
    for (const fileKey of [...named, ...fresh]) expect(await exists(fileKey), fileKey).toBe(true);
    const [job] = await rows<{ state: string }>(
      h.server.database.db,
      sql`select state from jobs where kind = ${cleanOrphanUploads.kind}`,
    );
    expect(job).toEqual({ state: 'done' });
  });
});
