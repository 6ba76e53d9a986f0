import { cp, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Manifest } from '../../../src/admin/manifest';
import type { DatabaseHandle } from '../../../src/db/database';
import { type Actor, signUpAdmin } from '../../support/actors';
import { graphql, ok } from '../../support/graphql';
import { type Harness, startHarness } from '../../support/harness';
import { createProduct, WEBM, widgetClient } from '../../support/widget-fixtures';
import {
  folderState,
  manifestOf,
  type ReadRows,
  removeFolder,
  runAdmin,
  scratchFolder,
  tableCounts,
} from './run-admin';

const readOf =
  (database: DatabaseHandle): ReadRows =>
  async <T>(statement: string) =>
    ((await database.db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;

/**
 * The embedded installation: PGlite in DATA_DIR, the uploads beside it. Its database can only be
 * read with its server stopped; the archive restores into a new data folder that a server then
 * serves as before.
 */
describe('admin backup and restore of the embedded database', () => {
  let work: string;
  let sourceDir: string;
  let restoredDir: string;
  let archive: string;
  let h: Harness | undefined;
  let restoredServer: Harness | undefined;
  let admin: Actor;
  let productId: string;
  let audioKey: string;
  const audio = WEBM(128 * 1024);
  let sourceCounts: Record<string, number>;
  let manifest: Manifest;

  beforeAll(async () => {
    work = await scratchFolder('pglite');
    sourceDir = path.join(work, 'data');
    restoredDir = path.join(work, 'restored-data');
    archive = path.join(work, 'embedded.tar.gz');
    await cp(inject('pgliteTemplate'), sourceDir, { recursive: true });
    h = await startHarness('pglite', {
      dataDir: sourceDir,
      server: { widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0 },
    });
    const founded = await signUpAdmin(h, 'Embedded Ltd');
    admin = founded.admin;
    productId = await createProduct(admin, 'Shop');
    const widget = widgetClient(h, founded.organisation.widgetKey, productId);
    audioKey = await widget.upload(audio);
    await widget.submit({
      messageType: 'LeaveMessage',
      audio: { fileKey: audioKey, contentType: 'audio/webm', durationMs: 3000 },
      page: { url: 'https://shop.example/', title: 'Home', language: 'en' },
    });
    for (let n = 0; n < 3; n++) {
      await widget.submit({
        messageType: 'ProvideFeedback',
        text: `Message ${n}`,
        contact: { name: 'Ada', email: 'ada@example.com' },
        page: { url: 'https://shop.example/', title: 'Home', language: 'en' },
      });
    }
  });

  afterAll(async () => {
    await restoredServer?.stop();
    await h?.stop();
    await removeFolder(work);
  });

  it('refuses to read the database while its server holds it open, and asks that server instead', async () => {
    const state = await folderState(sourceDir);
    const run = await runAdmin(['backup', archive], { DATA_DIR: sourceDir });
    expect(run.code, run.output).toBe(1);
    expect(run.stderr).toContain(
      `database: failed: The embedded database in ${sourceDir} is open in a running server`,
    );
    expect(run.stderr).toContain('stop the server (SIGTERM) and run the command again');
    expect(await readdir(work)).toEqual(['data']);
    expect(await folderState(sourceDir)).toEqual(state);

    const migrate = await runAdmin(['migrate'], { DATA_DIR: sourceDir });
    expect(migrate.code, migrate.output).toBe(1);
    expect(migrate.stderr).toContain('is open in a running server');

    const doctor = await runAdmin(['doctor'], {
      DATA_DIR: sourceDir,
      HOST: '127.0.0.1',
      PORT: String(h!.server.port),
    });
    expect(doctor.code, doctor.output).toBe(0);
    expect(doctor.stdout).toContain(
      `database: ok: embedded, open in the server at http://127.0.0.1:${h!.server.port}/health/ready, which reports it ready`,
    );
  });

  it("backs up the stopped server's data folder and restores it into a new one", async () => {
    sourceCounts = await tableCounts(readOf(h!.server.database));
    await h!.stop();
    h = undefined;

    const backup = await runAdmin(['backup', archive], { DATA_DIR: sourceDir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.stdout).toMatch(
      /^database: ok: PostgreSQL \S+ \(PGlite\) files taken: \d+ tables, \d+ rows, at 0\d{3}_\w+/m,
    );
    expect(backup.stdout).toMatch(/^files: ok: 1 uploaded file, 128\.0 kB, from /m);
    expect(backup.stdout).toMatch(/^backup: ok: /m);
    expect(await readdir(work)).toEqual(['data', 'embedded.tar.gz']);
    manifest = await manifestOf(archive);
    expect(manifest).toMatchObject({
      database: {
        kind: 'pglite',
        entries: expect.arrayContaining(['PG_VERSION', 'base', 'global', 'pg_wal']),
      },
      files: { storage: 'local', count: 1, bytes: audio.length },
      keys: { secretsEncryptionKey: 'archived', uploadSigningSecret: 'archived' },
    });
    expect(manifest.database.tables).toEqual(sourceCounts);
    console.info(
      `PGlite backup: ${(await stat(archive)).size} bytes, ${backup.milliseconds} ms (CLI start included)`,
    );

    const restore = await runAdmin(['restore', archive], { DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.stdout).toMatch(
      /^database: ok: PostgreSQL \S+ \(PGlite\), \d+ tables, \d+ rows as the manifest counts them/m,
    );
    expect(restore.stdout).toMatch(/^files: ok: 1 uploaded file, 128\.0 kB, into /m);
    console.info(`PGlite restore: ${restore.milliseconds} ms (CLI start included)`);
    expect(await readFile(path.join(restoredDir, 'uploads', ...audioKey.split('/')))).toEqual(audio);
    expect((await readdir(restoredDir)).filter((name) => name.startsWith('.restore-'))).toEqual([]);

    const migrate = await runAdmin(['migrate'], { DATA_DIR: restoredDir });
    expect(migrate.code, migrate.output).toBe(0);
    expect(migrate.stdout).toMatch(/^migrate: ok: nothing to apply; the database is at 0\d{3}_\w+/m);
  });

  it('serves the restored data folder as the old one', async () => {
    restoredServer = await startHarness('pglite', { dataDir: restoredDir });
    expect(await tableCounts(readOf(restoredServer.server.database))).toEqual(
      expect.objectContaining({ 'public.recordings': sourceCounts['public.recordings'] }),
    );
    const ask = <T>(query: string, variables: Record<string, unknown>) =>
      graphql<T>(restoredServer!.server.url, query, { token: admin.idToken, variables });
    const { recordings } = ok(
      await ask<{ recordings: { id: string; text: string | null }[] }>(
        'query ($p: ID!) { recordings(productId: $p) { id text } }',
        { p: productId },
      ),
    );
    expect(recordings).toHaveLength(4);
    const [voice] = (await readOf(restoredServer.server.database)<{ id: string }>(
      `select id from recordings where audio_file_key = '${audioKey}'`,
    )) as [{ id: string }];
    const { recordingAudioUrl } = ok(
      await ask<{ recordingAudioUrl: string }>('query ($id: ID!) { recordingAudioUrl(id: $id) }', {
        id: voice.id,
      }),
    );
    const download = await fetch(recordingAudioUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(audio);
    await restoredServer.stop();
    restoredServer = undefined;
  });

  it('refuses to restore into a data folder that holds a database, and changes nothing', async () => {
    const state = await folderState(restoredDir);
    const run = await runAdmin(['restore', archive], { DATA_DIR: restoredDir });
    expect(run.code, run.output).toBe(1);
    expect(run.stderr).toContain(
      'database: failed: The database already holds data: restore needs an empty one.',
    );
    expect(await folderState(restoredDir)).toEqual(state);
  });
});
