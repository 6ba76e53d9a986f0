import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_ADMIN_POSTGRES_URL } from '@hearback/testkit';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Manifest } from '../../../src/admin/manifest';
import { type Actor, signUpAdmin } from '../../support/actors';
import { graphql, ok } from '../../support/graphql';
import { type Harness, startHarness } from '../../support/harness';
import { createProduct, WEBM, widgetClient } from '../../support/widget-fixtures';
import {
  filesUnder,
  manifestOf,
  removeFolder,
  runAdmin,
  scratchFolder,
  tableCounts,
  withClient,
} from './run-admin';

const superuserUrl = process.env.HEARBACK_TEST_POSTGRES_URL || DEFAULT_ADMIN_POSTGRES_URL;

/** The same server, another database, connecting as `user` (trust authentication) or the superuser. */
function urlOf(database: string, user?: string): string {
  const url = new URL(superuserUrl);
  url.pathname = `/${database}`;
  if (user) {
    url.username = user;
    url.password = '';
  }
  return url.toString();
}

const feedback = (text: string) => ({
  messageType: 'ProvideFeedback',
  text,
  contact: { name: 'Ada', email: 'ada@example.com' },
  page: { url: 'https://shop.example/checkout', title: 'Checkout', language: 'en' },
});

/** Who owns what and who may do what: tables, views, sequences, columns, schemas, policies. */
async function securityOf(client: pg.Client) {
  const relations = await client.query(`
    select c.relname, c.relkind, pg_get_userbyid(c.relowner) as owner, c.relrowsecurity,
      c.relforcerowsecurity, coalesce(c.relacl::text, '') as acl
    from pg_class c where c.relnamespace in ('public'::regnamespace, 'drizzle'::regnamespace)
      and c.relkind in ('r', 'p', 'v', 'm', 'S')
    order by 1`);
  const columns = await client.query(`
    select c.relname, a.attname, a.attacl::text as acl
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and a.attacl is not null
    order by 1, 2`);
  const schemas = await client.query(`
    select nspname, pg_get_userbyid(nspowner) as owner, coalesce(nspacl::text, '') as acl
    from pg_namespace where nspname in ('public', 'drizzle') order by 1`);
  const policies = await client.query(`
    select tablename, policyname, permissive, roles::text, cmd, qual, with_check
    from pg_policies order by 1, 2`);
  return { relations: relations.rows, columns: columns.rows, schemas: schemas.rows, policies: policies.rows };
}

const recordingIds = async (client: pg.Client): Promise<string[]> =>
  (await client.query<{ id: string }>('select id from recordings order by id')).rows.map((row) => row.id);

/**
 * A production-like installation: the server connects as a role that is not a superuser, owns
 * the tables and is bound by FORCE ROW LEVEL SECURITY; the backup and the restore connect as a
 * superuser (ADMIN_DATABASE_URL). The restore goes into a new database made for that role.
 */
describe.skipIf(!inject('postgresAvailable'))('admin backup and restore on PostgreSQL', () => {
  const suffix = randomBytes(5).toString('hex');
  const owner = `hearback_owner_${suffix}`;
  const source = `hearback_test_src_${suffix}`;
  const target = `hearback_test_dst_${suffix}`;
  const spare = `hearback_test_spare_${suffix}`;
  let work: string;
  let h: Harness;
  let restoredServer: Harness | undefined;
  let admin: Actor;
  let productId: string;
  let widget: ReturnType<typeof widgetClient>;
  const audio = WEBM(256 * 1024);
  let audioKey: string;
  let archive: string;
  let manifest: Manifest;
  let restoredDir: string;

  beforeAll(async () => {
    await withClient(superuserUrl, async (client) => {
      // CREATEROLE lets the migrations make it a member of the application's roles.
      await client.query(`create role ${owner} login createrole`);
      for (const database of [source, target, spare])
        await client.query(`create database ${database} owner ${owner}`);
    });
    work = await scratchFolder('postgres');
    restoredDir = path.join(work, 'restored-data');
    archive = path.join(work, 'backup.tar.gz');
    h = await startHarness('postgres', {
      databaseUrl: urlOf(source, owner),
      server: { widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0 },
    });
    const founded = await signUpAdmin(h, 'Backed Up Ltd');
    admin = founded.admin;
    productId = await createProduct(admin, 'Shop');
    widget = widgetClient(h, founded.organisation.widgetKey, productId);
    audioKey = await widget.upload(audio);
    await widget.submit({
      messageType: 'LeaveMessage',
      audio: { fileKey: audioKey, contentType: 'audio/webm', durationMs: 4000 },
      page: { url: 'https://shop.example/', title: 'Home', language: 'en' },
    });
    for (let n = 0; n < 5; n++) await widget.submit(feedback(`Before the backup ${n}`));
  });

  afterAll(async () => {
    await restoredServer?.stop();
    await h?.stop();
    await withClient(superuserUrl, async (client) => {
      for (const database of [source, target, spare]) {
        await client.query(`drop database if exists ${database} with (force)`);
      }
      await client.query(`drop role if exists ${owner}`);
    });
    await removeFolder(work);
  });

  it("refuses a backup through the server's own role, which row-level security binds, and leaves nothing behind", async () => {
    const refused = path.join(work, 'refused.tar.gz');
    const run = await runAdmin(['backup', refused], {
      DATABASE_URL: urlOf(source, owner),
      DATA_DIR: h.dataDir,
    });
    expect(run.code, run.output).toBe(1);
    expect(run.stderr).toContain(
      `database: failed: The role ${owner} of DATABASE_URL is bound by row-level security`,
    );
    expect(run.stderr).toContain('ADMIN_DATABASE_URL');
    expect(await readdir(work)).toEqual([]);
    expect((await readdir(h.dataDir)).filter((name) => name.startsWith('.backup-'))).toEqual([]);
  });

  it("warns when the database names voice messages that the data folder does not hold (not the server's DATA_DIR)", async () => {
    const elsewhere = path.join(work, 'elsewhere.tar.gz');
    const run = await runAdmin(['backup', elsewhere], {
      DATABASE_URL: urlOf(source, owner),
      ADMIN_DATABASE_URL: urlOf(source),
      DATA_DIR: path.join(work, 'another-machine'),
    });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toMatch(
      /^files: warning: 0 uploaded files, 0\.0 kB, from .*another-machine\/uploads, but the database has 1 recording with a voice message and only 0 voice-message files are there: is DATA_DIR the server's own\?$/m,
    );
    await removeFolder(elsewhere);
  });

  it('backs up one snapshot while widget submissions keep arriving', async () => {
    const before = await withClient(urlOf(source), async (client) => ({
      counts: await tableCounts(client),
      ids: await recordingIds(client),
    }));
    let submitting = true;
    const arrivals: number[] = [];
    const failures: unknown[] = [];
    const submissions = (async () => {
      for (let n = 0; submitting; n++) {
        try {
          await widget.submit(feedback(`During the backup ${n}`));
          arrivals.push(Date.now());
        } catch (error) {
          failures.push(error);
        }
      }
    })();
    while (arrivals.length < 3 && failures.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 20));

    const started = Date.now();
    const run = await runAdmin(['backup', archive], {
      DATABASE_URL: urlOf(source, owner),
      ADMIN_DATABASE_URL: urlOf(source),
      DATA_DIR: h.dataDir,
    });
    const ended = Date.now();
    submitting = false;
    await submissions;
    expect(run.code, run.output).toBe(0);
    expect(failures).toEqual([]);
    expect(run.stdout).toMatch(
      /^database: ok: PostgreSQL \S+ dumped: \d+ tables, \d+ rows, at 0\d{3}_\w+ \(\d+ of \d+ migrations\)$/m,
    );
    expect(run.stdout).toMatch(/^files: ok: 1 uploaded file, 256\.0 kB, from /m);
    expect(run.stdout).toMatch(
      /^keys: ok: secrets-encryption-key and upload-signing-secret of DATA_DIR in the archive/m,
    );
    expect(run.stdout).toMatch(/^backup: ok: .*backup\.tar\.gz, [\d.]+ (kB|MB), in [\d.]+ s$/m);
    expect(await readdir(work)).toEqual(['backup.tar.gz']);
    expect((await readdir(h.dataDir)).filter((name) => name.startsWith('.backup-'))).toEqual([]);

    manifest = await manifestOf(archive);
    const after = await withClient(urlOf(source), async (client) => ({
      counts: await tableCounts(client),
      ids: await recordingIds(client),
    }));
    expect(manifest).toMatchObject({
      format: 'hearback-backup',
      formatVersion: 1,
      database: { kind: 'postgres', owners: expect.arrayContaining([owner]) },
      files: { storage: 'local', count: 1, bytes: audio.length },
      keys: { secretsEncryptionKey: 'archived', uploadSigningSecret: 'archived' },
    });
    expect(Object.keys(manifest.database.tables).sort()).toEqual(Object.keys(after.counts).sort());
    // Submissions were stored while the backup ran, and some after its snapshot: the archive
    // holds every message from before it started, and not those.
    expect(arrivals.filter((time) => time > started && time < ended).length).toBeGreaterThan(0);
    const archived = manifest.database.tables['public.recordings']!;
    expect(archived).toBeGreaterThanOrEqual(before.ids.length);
    expect(after.ids.length).toBeGreaterThan(archived);
    console.info(
      `PostgreSQL backup: ${(await stat(archive)).size} bytes, ${run.milliseconds} ms (CLI start included), ` +
        `${after.ids.length - before.ids.length} submissions during it, ${archived - before.ids.length} of them before its snapshot`,
    );

    const restore = await runAdmin(['restore', archive], {
      DATABASE_URL: urlOf(target, owner),
      ADMIN_DATABASE_URL: urlOf(target),
      DATA_DIR: restoredDir,
    });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.stdout).toMatch(
      /^database: ok: PostgreSQL \S+, \d+ tables, \d+ rows as the manifest counts them/m,
    );
    expect(restore.stdout).toMatch(/^files: ok: 1 uploaded file, 256\.0 kB, into /m);
    expect(restore.stdout).toMatch(/^keys: ok: 2 generated keys of the archive into DATA_DIR$/m);
    expect(restore.output).not.toMatch(/warning/);
    console.info(`PostgreSQL restore: ${restore.milliseconds} ms (CLI start included)`);

    const restored = await withClient(urlOf(target), async (client) => ({
      counts: await tableCounts(client),
      ids: await recordingIds(client),
      security: await securityOf(client),
      // Statistics too (pg_restore brings none): the planner knows the tables' sizes at once.
      unanalysed: (
        await client.query<{ table: string }>(
          `select relname as table from pg_stat_user_tables where schemaname = 'public' and last_analyze is null`,
        )
      ).rows.map((row) => row.table),
    }));
    expect(restored.unanalysed).toEqual([]);
    // Every table as the snapshot held it: the manifest's census was taken in the dump's snapshot.
    expect(restored.counts).toEqual(manifest.database.tables);
    expect(restored.ids).toEqual(expect.arrayContaining(before.ids));
    expect(after.ids).toEqual(expect.arrayContaining(restored.ids));
    for (const [table, rows] of Object.entries(restored.counts)) {
      expect(rows, table).toBeLessThanOrEqual(after.counts[table]!);
    }
    expect(restored.security).toEqual(await withClient(urlOf(source), securityOf));
    expect(await readFile(path.join(restoredDir, 'uploads', ...audioKey.split('/')))).toEqual(audio);
    for (const key of ['secrets-encryption-key', 'upload-signing-secret']) {
      expect(await readFile(path.join(restoredDir, key), 'utf8')).toBe(
        await readFile(path.join(h.dataDir, key), 'utf8'),
      );
    }
  });

  it('serves the restored data through the API, as the same role under the same row-level security', async () => {
    restoredServer = await startHarness('postgres', {
      databaseUrl: urlOf(target, owner),
      dataDir: restoredDir,
    });
    const ask = <T>(query: string, variables: Record<string, unknown>) =>
      graphql<T>(restoredServer!.server.url, query, { token: admin.idToken, variables });
    const { countRecordings } = ok(
      await ask<{ countRecordings: number }>('query ($p: ID!) { countRecordings(productId: $p) }', {
        p: productId,
      }),
    );
    expect(countRecordings).toBe(manifest.database.tables['public.recordings']);
    const [voice] = await withClient(
      urlOf(target),
      async (client) =>
        (
          await client.query<{ id: string }>('select id from recordings where audio_file_key = $1', [
            audioKey,
          ])
        ).rows,
    );
    const { recordingAudioUrl } = ok(
      await ask<{ recordingAudioUrl: string }>('query ($id: ID!) { recordingAudioUrl(id: $id) }', {
        id: voice!.id,
      }),
    );
    const download = await fetch(recordingAudioUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(audio);
    // What no tenant may see stays hidden: an unknown recording is not found, not leaked.
    const stranger = await ask('query ($id: ID!) { recording(id: $id) { id } }', { id: randomUUID() });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await restoredServer.stop();
    restoredServer = undefined;
  });

  it('refuses to restore into a database that holds data, and changes nothing', async () => {
    const state = async () => ({
      counts: await withClient(urlOf(target), tableCounts),
      files: await filesUnder(restoredDir),
    });
    const before = await state();
    const run = await runAdmin(['restore', archive], {
      DATABASE_URL: urlOf(target, owner),
      ADMIN_DATABASE_URL: urlOf(target),
      DATA_DIR: restoredDir,
    });
    expect(run.code, run.output).toBe(1);
    expect(run.stderr).toContain(
      'database: failed: The database already holds data: restore needs an empty one.',
    );
    expect(await state()).toEqual(before);
  });

  it('refuses to restore into an empty database while the file storage holds files, and changes nothing', async () => {
    const files = await filesUnder(restoredDir);
    const run = await runAdmin(['restore', archive], {
      DATABASE_URL: urlOf(spare, owner),
      ADMIN_DATABASE_URL: urlOf(spare),
      DATA_DIR: restoredDir,
    });
    expect(run.code, run.output).toBe(1);
    expect(run.stderr).toContain(
      'files: failed: The file storage already holds files: restore needs an empty one',
    );
    expect(await withClient(urlOf(spare), tableCounts)).toEqual({});
    expect(await filesUnder(restoredDir)).toEqual(files);
  });
});
