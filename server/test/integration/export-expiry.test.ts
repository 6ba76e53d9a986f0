import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, recordings } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { rowsOf } from '../../src/jobs/queue-role';
import { EXPORT_DOWNLOAD_URL_TTL_MS } from '../../src/storage/file-links';
import { type Actor, signUpAdmin } from '../support/actors';
import { ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type S3Bucket, startS3Bucket } from '../support/s3-bucket';
import { createProduct } from '../support/widget-fixtures';

const EXPORT_FIELDS = 'id status rowsWritten fileSize finishedAt expiresAt downloadUrl downloadUrlExpiresAt';
const REQUEST = `mutation ($input: RequestExportInput!) { requestExport(input: $input) { id } }`;
const LIST = `query ($p: ID!) { exports(productId: $p) { ${EXPORT_FIELDS} } }`;
const DAY_MS = 24 * 3_600_000;

interface ExportView {
  id: string;
  status: string;
  rowsWritten: number;
  fileSize: number | null;
  finishedAt: string | null;
  expiresAt: string | null;
  downloadUrl: string | null;
  downloadUrlExpiresAt: string | null;
}

/** An installation with one product holding a few recordings, and what a test does to its exports. */
async function exportFixture(h: Harness) {
  const { admin, organisation } = await signUpAdmin(h, 'Expiring Ltd');
  const organisationId = organisation.id;
  const productId = await createProduct(admin, 'Shop');
  const db = h.server.database.db;
  await withScope(db, { organisationId }, (tx) =>
    tx.insert(recordings).values(
      Array.from({ length: 5 }, (_, index) => ({
        organisationId,
        productId,
        idempotencyKey: `expiry-${index}`,
        messageType: 'ProvideFeedback' as const,
        text: `Feedback ${index}`,
      })),
    ),
  );

  const listed = async (actor: Actor, id: string) =>
    ok(await actor.ask<{ exports: ExportView[] }>(LIST, { p: productId })).exports.find(
      (entry) => entry.id === id,
    )!;
  const inTenant = <T>(work: Parameters<typeof withScope<T>>[2]) => withScope(db, { organisationId }, work);

  return {
    admin,
    organisationId,
    /** Follows a download link as the dashboard does: with the Admin's session. */
    download: (url: string) => fetch(url, { headers: { authorization: `Bearer ${admin.idToken}` } }),
    /** Moves the file's expiry to `seconds` from now. */
    expireIn: (id: string, seconds: number) =>
      inTenant((tx) =>
        tx
          .update(dataExports)
          .set({ expiresAt: sql`now() + make_interval(secs => ${seconds})` })
          .where(and(eq(dataExports.organisationId, organisationId), eq(dataExports.id, id))),
      ),
    /** Requests an export, runs the queue, and answers the export as the page then sees it. */
    async exportNow(format: 'Csv' | 'Json' | 'Xlsx'): Promise<ExportView> {
      const { requestExport } = ok(
        await admin.ask<{ requestExport: { id: string } }>(REQUEST, {
          input: { productId, kind: 'Recordings', format },
        }),
      );
      await h.server.jobs.drain();
      return listed(admin, requestExport.id);
    },
    listed: (id: string) => listed(admin, id),
    row: async (id: string) =>
      (await inTenant((tx) => tx.select().from(dataExports).where(eq(dataExports.id, id))))[0]!,
    expiryJob: async (id: string) =>
      rowsOf<{ state: string; runAtMs: number; attempts: number }>(
        await inTenant((tx) =>
          tx.execute(sql`select state, (extract(epoch from run_at) * 1000)::float8 as "runAtMs", attempts from jobs
            where kind = 'export.expire' and payload ->> 'exportId' = ${id}`),
        ),
      ),
    /** Moves the export's expiry into the past, and its job with it, as if a day had gone by. */
    async passExpiry(id: string) {
      await inTenant((tx) =>
        tx
          .update(dataExports)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(and(eq(dataExports.organisationId, organisationId), eq(dataExports.id, id))),
      );
      await db.execute(
        sql`update jobs set run_at = now() where kind = 'export.expire' and payload ->> 'exportId' = ${id}`,
      );
    },
    /** The expiry job is due now while the export's expiry is still ahead (another server's clock). */
    runExpiryEarly: (id: string) =>
      db.execute(
        sql`update jobs set run_at = now() where kind = 'export.expire' and payload ->> 'exportId' = ${id}`,
      ),
  };
}

describe.each(databaseKinds())('export files expire on %s', { timeout: 120_000 }, (kind) => {
  let h: Harness;
  let fixture: Awaited<ReturnType<typeof exportFixture>>;
  const fileOnDisk = async (fileKey: string) =>
    (await stat(path.join(h.dataDir, 'uploads', ...fileKey.split('/'))).catch(() => null)) !== null;

  beforeAll(async () => {
    h = await startHarness(kind, { server: { jobsWorker: false } });
    fixture = await exportFixture(h);
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('offers the file until it expires, then deletes it and shows the export Expired', async () => {
    const asked = Date.now();
    const ready = await fixture.exportNow('Csv');
    expect(ready).toMatchObject({ status: 'Ready', rowsWritten: 5 });
    // The file is kept 24 hours from when it was ready; each link given out lives 15 minutes.
    expect(Date.parse(ready.expiresAt!) - Date.parse(ready.finishedAt!)).toBeGreaterThanOrEqual(
      DAY_MS - 1_000,
    );
    expect(Date.parse(ready.expiresAt!) - Date.parse(ready.finishedAt!)).toBeLessThanOrEqual(DAY_MS);
    const linkExpiry = Date.parse(ready.downloadUrlExpiresAt!);
    expect(linkExpiry).toBeGreaterThanOrEqual(asked + EXPORT_DOWNLOAD_URL_TTL_MS);
    expect(linkExpiry).toBeLessThanOrEqual(Date.now() + EXPORT_DOWNLOAD_URL_TTL_MS);
    expect(EXPORT_DOWNLOAD_URL_TTL_MS).toBe(15 * 60_000);
    expect(Number(new URL(ready.downloadUrl!).searchParams.get('expires'))).toBe(linkExpiry);
    // Its deletion is queued for that instant, in the transaction that made it Ready.
    const [job] = await fixture.expiryJob(ready.id);
    expect(job?.state).toBe('queued');
    expect(job?.runAtMs).toBe(Date.parse(ready.expiresAt!));

    const { fileKey } = await fixture.row(ready.id);
    expect(await fileOnDisk(fileKey!)).toBe(true);
    expect((await fixture.download(ready.downloadUrl!)).status).toBe(200);
    // Not due yet: running the queue leaves it alone.
    await h.server.jobs.drain();
    expect(await fileOnDisk(fileKey!)).toBe(true);

    // A link is never good past the file it names.
    await fixture.expireIn(ready.id, 300);
    const soon = await fixture.listed(ready.id);
    expect(soon.downloadUrlExpiresAt).toBe(soon.expiresAt);
    expect(Date.parse(soon.expiresAt!)).toBeLessThan(Date.now() + 301_000);

    await fixture.passExpiry(ready.id);
    // Before the job has run, the page already shows it Expired, with no link.
    expect(await fixture.listed(ready.id)).toMatchObject({
      status: 'Expired',
      downloadUrl: null,
      downloadUrlExpiresAt: null,
    });
    // A link handed out earlier, still within its 15 minutes, no longer serves the file.
    const late = await fixture.download(ready.downloadUrl!);
    expect(late.status).toBe(404);

    await h.server.jobs.drain();
    expect(await fileOnDisk(fileKey!)).toBe(false);
    expect(await fixture.row(ready.id)).toMatchObject({
      status: 'Expired',
      fileKey: null,
      fileSize: ready.fileSize,
    });
    expect((await fixture.expiryJob(ready.id))[0]?.state).toBe('done');
    expect(await fixture.listed(ready.id)).toMatchObject({
      status: 'Expired',
      downloadUrl: null,
      rowsWritten: 5,
    });
  });

  it('keeps the file when the job runs before the expiry, and tries again later', async () => {
    const ready = await fixture.exportNow('Json');
    const { fileKey } = await fixture.row(ready.id);
    await fixture.runExpiryEarly(ready.id);
    await h.server.jobs.drain();
    expect(await fileOnDisk(fileKey!)).toBe(true);
    expect(await fixture.listed(ready.id)).toMatchObject({ status: 'Ready' });
    expect((await fixture.expiryJob(ready.id))[0]).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await fixture.download(ready.downloadUrl!)).status).toBe(200);
  });
});

// The driver's deletion is what differs from the local disk; it does not depend on the database.
describe('export files expire in an S3-compatible store (s3rver)', { timeout: 120_000 }, () => {
  let bucket: S3Bucket;
  let h: Harness;
  let fixture: Awaited<ReturnType<typeof exportFixture>>;

  beforeAll(async () => {
    bucket = await startS3Bucket('hearback-exports');
    h = await startHarness('pglite', { server: { jobsWorker: false, s3: bucket.config } });
    fixture = await exportFixture(h);
  });
  afterAll(async () => {
    await h?.stop();
    await bucket?.stop();
  });

  it('deletes the object from the bucket once the file has expired', async () => {
    const ready = await fixture.exportNow('Xlsx');
    const { fileKey } = await fixture.row(ready.id);
    expect(await bucket.keys()).toContain(fileKey);
    expect((await fixture.download(ready.downloadUrl!)).status).toBe(200);

    await fixture.passExpiry(ready.id);
    await h.server.jobs.drain();
    expect(await bucket.keys()).not.toContain(fileKey);
    expect(await fixture.listed(ready.id)).toMatchObject({ status: 'Expired', downloadUrl: null });
  });
});
