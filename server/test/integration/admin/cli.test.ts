import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, freePort, type ThrowawayPostgres } from '@hearback/testkit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shippedMigrations } from '../../../src/admin/migration-level';
import { type MailCatcher, startMailCatcher } from '../../support/mail';
import { type S3Bucket, startS3Bucket } from '../../support/s3-bucket';
import { filesUnder, manifestOf, removeFolder, runAdmin, scratchFolder } from './run-admin';

async function postgresSetting(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ setting: string }>('select current_setting($1) as setting', [name])).rows[0]!
      .setting;
  } finally {
    await client.end();
  }
}

/** A data folder that is never made: these commands stop before they would touch one. */
const neverMade = path.join(tmpdir(), 'hearback-test-admin-never-made');

describe('the admin command line', () => {
  it('says how it is used, with exit code 2 when it is not understood', async () => {
    const bare = await runAdmin([], {});
    expect(bare.code).toBe(2);
    expect(bare.stdout).toMatch(/^Usage: admin <command>/);
    for (const name of ['migrate', 'backup', 'restore', 'create-admin', 'doctor'])
      expect(bare.stdout).toContain(`  ${name}`);

    expect((await runAdmin(['--help'], {})).code).toBe(0);
    for (const name of ['migrate', 'backup', 'restore', 'create-admin', 'doctor']) {
      const help = await runAdmin([name, '--help'], {});
      expect(help.code, name).toBe(0);
      expect(help.stdout, name).toMatch(new RegExp(`^Usage: admin ${name}`));
    }

    const unknown = await runAdmin(['create-user'], {});
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown command "create-user"\./);
    const missing = await runAdmin(['backup'], {});
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^backup takes one argument, the <archive\.tar\.gz>\./);
    const extra = await runAdmin(['doctor', 'now'], {});
    expect(extra.code).toBe(2);
    // Eleven command-line processes, each starting TypeScript through tsx: seconds apiece when busy.
  }, 120_000);

  it("refuses to run on a configuration the server would refuse, with the server's own words", async () => {
    const run = await runAdmin(['migrate'], { PORT: 'eighty', DATA_DIR: neverMade });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^config: failed: PORT must be a port number \(got "eighty"\)\.$/m);

    const doctor = await runAdmin(['doctor'], { PORT: 'eighty', DATA_DIR: neverMade });
    expect(doctor.code).toBe(1);
    expect(doctor.stderr).toContain('config: failed: PORT must be a port number');
    expect(doctor.stdout).toContain('database: warning: not checked: the configuration is not valid');
    expect(existsSync(neverMade)).toBe(false);
  });
});

describe.skipIf(!inject('postgresAvailable'))('the admin command line on PostgreSQL', () => {
  let work: string;
  let postgres: ThrowawayPostgres;
  let mail: MailCatcher;
  let bucket: S3Bucket;
  let speech: Server;
  /** The bucket as the server's S3_* variables name it. */
  let s3: Record<string, string>;

  beforeAll(async () => {
    work = await scratchFolder('cli');
    postgres = (await createThrowawayPostgres())!;
    mail = await startMailCatcher();
    bucket = await startS3Bucket('hearback-doctor');
    s3 = {
      S3_BUCKET: bucket.config.bucket,
      S3_ENDPOINT: bucket.config.endpoint!,
      S3_REGION: bucket.config.region!,
      S3_ACCESS_KEY_ID: bucket.config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: bucket.config.secretAccessKey!,
    };
    speech = createServer((req, res) => {
      const allowed = req.headers.authorization === 'Bearer speech-key';
      res.writeHead(allowed ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(allowed ? { data: [{ id: 'whisper-1' }] } : { error: { message: 'Bad key.' } }));
    });
    await new Promise<void>((resolve) => speech.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await postgres?.drop();
    await mail?.stop();
    await bucket?.stop();
    await new Promise((resolve) => speech?.close(resolve));
    await removeFolder(work);
  });

  it("migrates an empty database with the server's migrator, then finds nothing to apply", async () => {
    const env = { DATABASE_URL: postgres.url, DATA_DIR: path.join(work, 'migrate-data') };
    const shipped = shippedMigrations().map((migration) => migration.tag);
    const first = await runAdmin(['migrate'], env);
    expect(first.code, first.output).toBe(0);
    expect(first.stdout.trim()).toBe(
      `migrate: ok: applied ${shipped.length} migrations: ${shipped.join(', ')}; now at ${shipped.at(-1)} (${shipped.length} of ${shipped.length} migrations)`,
    );
    const again = await runAdmin(['migrate'], env);
    expect(again.code, again.output).toBe(0);
    expect(again.stdout.trim()).toBe(
      `migrate: ok: nothing to apply; the database is at ${shipped.at(-1)} (${shipped.length} of ${shipped.length} migrations)`,
    );
  });

  it('checks the database, an S3 bucket, SMTP and an OpenAI-compatible service, each on its line', async () => {
    const speechUrl = `http://127.0.0.1:${(speech.address() as AddressInfo).port}/v1`;
    const run = await runAdmin(['doctor'], {
      DATABASE_URL: postgres.url,
      DATA_DIR: path.join(work, 'doctor-data'),
      SMTP_URL: mail.url,
      ...s3,
      TRANSCRIPTION_ENGINE: '',
      TRANSCRIPTION_URL: speechUrl,
      TRANSCRIPTION_API_KEY: 'speech-key',
    });
    expect(run.code, run.output).toBe(0);
    // This machine's PostgreSQL may run without autovacuum (a test server's choice): then so it says.
    const autovacuumOff = (await postgresSetting(postgres.url, 'autovacuum')) === 'off';
    expect(run.stdout.trim().split('\n')).toEqual([
      'config: ok: valid (NODE_ENV is not production: the production rules were not applied)',
      expect.stringMatching(
        /^database: ok: PostgreSQL \S+ answers, at 0\d{3}_\w+ \(\d+ of \d+ migrations\)$/,
      ),
      ...(autovacuumOff
        ? [
            'database: warning: autovacuum is off: tables are never analysed or vacuumed, so queries slow down as they grow; set autovacuum = on in postgresql.conf, or run vacuumdb --analyze at least hourly',
          ]
        : []),
      'storage: ok: S3 bucket "hearback-doctor": a probe object was written, read and deleted',
      `mail: ok: smtp://127.0.0.1:${new URL(mail.url).port} accepted a connection`,
      expect.stringMatching(new RegExp(`^transcription: ok: .*: ${speechUrl}/models answers \\(200\\)$`)),
    ]);
    expect(await bucket.keys()).toEqual([]);
  });

  it('backs up the database only when the files are in S3, and says so', async () => {
    const archive = path.join(work, 's3-installation.tar.gz');
    const backup = await runAdmin(['backup', archive], {
      ...s3,
      DATABASE_URL: postgres.url,
      DATA_DIR: path.join(work, 's3-data'),
    });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.stdout).toContain(
      'files: warning: the uploaded files are in the S3 bucket "hearback-doctor", which this archive does not hold: back the bucket up with its own tools',
    );
    expect(await manifestOf(archive)).toMatchObject({
      database: { kind: 'postgres' },
      files: { storage: 's3', count: 0, bytes: 0 },
    });

    const empty = (await createThrowawayPostgres())!;
    try {
      const restore = await runAdmin(['restore', archive], {
        ...s3,
        DATABASE_URL: empty.url,
        DATA_DIR: path.join(work, 's3-restored'),
      });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.stdout).toContain(
        'files: ok: no uploaded files in the archive; the S3 bucket is restored with its own tools',
      );
    } finally {
      await empty.drop();
    }
  });

  it('fails the checks of what does not answer, and exits 1', async () => {
    const closed = await freePort();
    const run = await runAdmin(['doctor'], {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/nowhere`,
      DATA_DIR: path.join(work, 'failing-data'),
      SMTP_URL: `smtp://127.0.0.1:${closed}`,
      TRANSCRIPTION_ENGINE: '',
      TRANSCRIPTION_URL: `http://127.0.0.1:${(speech.address() as AddressInfo).port}/v1`,
      TRANSCRIPTION_API_KEY: 'wrong-key',
    });
    expect(run.code, run.output).toBe(1);
    expect(run.stderr).toMatch(/^database: failed: .*ECONNREFUSED/m);
    expect(run.stdout).toMatch(
      /^storage: ok: local disk .*failing-data\/uploads: a probe file was written, read and deleted; [\d.]+ GB free$/m,
    );
    expect(await filesUnder(path.join(work, 'failing-data', 'uploads'))).toEqual([]);
    expect(run.stderr).toMatch(
      new RegExp(`^mail: failed: smtp://127\\.0\\.0\\.1:${closed}: .*ECONNREFUSED`, 'm'),
    );
    expect(run.stderr).toMatch(/^transcription: failed: .*refused TRANSCRIPTION_API_KEY \(401\)$/m);
  });
});
