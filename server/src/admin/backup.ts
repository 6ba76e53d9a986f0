import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { access, constants, copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { writeArchive } from './archive';
import { type DatabaseState, shortVersion } from './database-state';
import { embeddedDatabaseInUse, inUseMessage } from './embedded-database';
import {
  KEY_FILES,
  type KeySource,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  MANIFEST_FORMAT_VERSION,
  type Manifest,
  POSTGRES_DUMP_FILE,
  totalRows,
  UPLOADS_FOLDER,
} from './manifest';
import { describeLevel } from './migration-level';
import { prepareEmbeddedBackup } from './pglite';
import { adminDatabaseUrl, dumpPostgres } from './postgres';
import { removeOnInterrupt } from './scratch';
import { snapshotStoredFiles, uploadsFolder } from './uploads';
import { CommandFailure, counted, megabytes, seconds, type Verdicts } from './verdicts';

/**
 * One `.tar.gz` with everything a restore needs: manifest.json, the database (PostgreSQL's
 * custom-format dump, or the embedded database's files as they sit in DATA_DIR), the uploaded
 * files under `uploads/` (local disk storage only), and the keys the server generated into
 * DATA_DIR when their variables are unset.
 */
export async function backup(config: AppConfig, archiveArgument: string, verdicts: Verdicts): Promise<void> {
  const started = Date.now();
  const archive = path.resolve(archiveArgument);
  if (existsSync(archive)) {
    throw new CommandFailure(
      'backup',
      `${archive} already exists: name a new file (a backup never replaces one).`,
    );
  }
  await access(path.dirname(archive), constants.W_OK).catch(() => {
    throw new CommandFailure(
      'backup',
      `Cannot write into ${path.dirname(archive)}: it is missing or not writable.`,
    );
  });

  // Beside the archive: the manifest, the dump and the archive while it is written. In DATA_DIR:
  // the links to the stored files, which must be on their file system.
  const scratch = `${archive}.partial-${process.pid}`;
  const links = path.join(config.dataDir, `.backup-${process.pid}-${randomBytes(4).toString('hex')}`);
  const forget = removeOnInterrupt([scratch, links]);
  try {
    await mkdir(scratch);
    const uploads = uploadsFolder(config.dataDir);
    const takeFiles = async () =>
      config.s3
        ? { count: 0, bytes: 0, recordingFiles: 0 }
        : snapshotStoredFiles(uploads, path.join(links, UPLOADS_FOLDER));

    let files = { count: 0, bytes: 0, recordingFiles: 0 };
    let state: DatabaseState;
    let embeddedEntries: string[] = [];
    if (config.databaseUrl) {
      state = await dumpPostgres(
        adminDatabaseUrl(config.databaseUrl),
        path.join(scratch, POSTGRES_DUMP_FILE),
        async () => {
          files = await takeFiles();
        },
      );
    } else {
      ({ state, entries: embeddedEntries } = await prepareEmbeddedBackup(config.dataDir));
      files = await takeFiles();
    }
    verdicts.ok(
      'database',
      `${shortVersion(state.version)}${config.databaseUrl ? ' dumped' : ' files taken'}: ` +
        `${Object.keys(state.tables).length} tables, ${totalRows(state.tables)} rows, at ${describeLevel(state.level)}`,
    );
    if (config.s3) {
      verdicts.warning(
        'files',
        `the uploaded files are in the S3 bucket "${config.s3.bucket}", which this archive does not hold: back the bucket up with its own tools (versioning, replication, rclone or aws s3 sync)`,
      );
    } else if (files.recordingFiles < state.recordingsWithFiles) {
      // Most likely the command runs where the server's DATA_DIR is not (another machine, a
      // variable missing); a recording deleted while the files were taken counts too.
      verdicts.warning(
        'files',
        `${counted(files.count, 'uploaded file')}, ${megabytes(files.bytes)}, from ${uploads}, but the database has ${counted(state.recordingsWithFiles, 'recording')} with a voice message and only ${files.recordingFiles} voice-message files are there: is DATA_DIR the server's own?`,
      );
    } else {
      verdicts.ok(
        'files',
        `${counted(files.count, 'uploaded file')}, ${megabytes(files.bytes)}, from ${uploads}`,
      );
    }

    const keys = await takeKeys(config, scratch);
    reportKeys(keys, verdicts);

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      formatVersion: MANIFEST_FORMAT_VERSION,
      createdAt: new Date(started).toISOString(),
      database: {
        kind: config.databaseUrl ? 'postgres' : 'pglite',
        version: state.version,
        migration: { applied: state.level.applied.length, newest: state.level.applied.at(-1) ?? null },
        tables: state.tables,
        ...(config.databaseUrl ? { owners: state.owners } : { entries: embeddedEntries }),
      },
      files: { storage: config.s3 ? 's3' : 'local', count: files.count, bytes: files.bytes },
      keys,
    };
    await writeFile(path.join(scratch, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const written = path.join(scratch, 'archive.tar.gz');
    await writeArchive(
      written,
      [
        // The manifest first, where listing the archive shows it at once.
        { folder: scratch, names: [MANIFEST_FILE, ...(config.databaseUrl ? [POSTGRES_DUMP_FILE] : [])] },
        { folder: config.dataDir, names: embeddedEntries },
        { folder: links, names: files.count > 0 ? [UPLOADS_FOLDER] : [] },
        { folder: scratch, names: archivedKeyFiles(keys) },
      ],
      'backup',
    );
    // A server started on the embedded database while its files were read may have changed them.
    if (!config.databaseUrl && embeddedDatabaseInUse(config.dataDir)) {
      throw new CommandFailure(
        'backup',
        `A server opened the database while it was copied; no archive was written. ${inUseMessage(config.dataDir)}`,
      );
    }
    await rename(written, archive);
    const size = (await stat(archive)).size;
    verdicts.ok('backup', `${archive}, ${megabytes(size)}, in ${seconds(Date.now() - started)}`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await rm(links, { recursive: true, force: true });
    forget();
  }
}

/** The generated keys in DATA_DIR, copied to `scratch` for the archive; set variables are not. */
async function takeKeys(config: AppConfig, scratch: string): Promise<Manifest['keys']> {
  const take = async (file: string, fromEnvironment: boolean): Promise<KeySource> => {
    if (fromEnvironment) return 'environment';
    try {
      await copyFile(path.join(config.dataDir, file), path.join(scratch, file));
      return 'archived';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'none';
      throw error;
    }
  };
  return {
    secretsEncryptionKey: await take(KEY_FILES.secretsEncryptionKey, Boolean(config.secretsEncryptionKey)),
    uploadSigningSecret: await take(KEY_FILES.uploadSigningSecret, Boolean(config.uploadSigningSecret)),
  };
}

const archivedKeyFiles = (keys: Manifest['keys']): string[] =>
  (Object.keys(KEY_FILES) as (keyof typeof KEY_FILES)[])
    .filter((key) => keys[key] === 'archived')
    .map((key) => KEY_FILES[key]);

function reportKeys(keys: Manifest['keys'], verdicts: Verdicts): void {
  const named = {
    secretsEncryptionKey: 'SECRETS_ENCRYPTION_KEY',
    uploadSigningSecret: 'UPLOAD_SIGNING_SECRET',
  };
  const archived = archivedKeyFiles(keys);
  const environment = (Object.keys(keys) as (keyof typeof keys)[]).filter(
    (key) => keys[key] === 'environment',
  );
  const parts = [
    ...(archived.length > 0
      ? [`${archived.join(' and ')} of DATA_DIR in the archive: keep it as safe as the keys`]
      : []),
    ...(environment.length > 0
      ? [
          `${environment.map((key) => named[key]).join(' and ')} from the environment, not in the archive: a restored server needs the same values`,
        ]
      : []),
  ];
  verdicts.ok('keys', parts.join('; ') || 'no generated keys yet');
}
