import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { parseSecretsKey } from '../config/secrets-key';
import { checkDataDir, DataDirError } from '../storage/data-dir';
import { isFileKey } from '../storage/file-keys';
import { extractArchive, plainFilesIn } from './archive';
import { shortVersion } from './database-state';
import {
  KEY_FILES,
  MANIFEST_FILE,
  type Manifest,
  POSTGRES_DUMP_FILE,
  readManifest,
  totalRows,
  UPLOADS_FOLDER,
} from './manifest';
import { describeLevel } from './migration-level';
import { checkEmbeddedTarget, restoreEmbedded } from './pglite';
import { adminDatabaseUrl, checkPostgresTarget, ownersUnableToMigrate, restorePostgres } from './postgres';
import { removeOnInterrupt } from './scratch';
import { countStoredFiles, moveFiles, uploadsFolder } from './uploads';
import { CommandFailure, counted, megabytes, seconds, type Verdicts } from './verdicts';

const KIND_NAMES = {
  postgres: 'PostgreSQL (DATABASE_URL)',
  pglite: 'the embedded database (no DATABASE_URL)',
};

/**
 * Restores an archive made by `backup` into an empty database and an empty file storage. Every
 * refusal comes before the first change: a target that holds anything is left as it was.
 */
export async function restore(config: AppConfig, archiveArgument: string, verdicts: Verdicts): Promise<void> {
  const started = Date.now();
  const archive = path.resolve(archiveArgument);
  if (!(await stat(archive).catch(() => null))?.isFile()) {
    throw new CommandFailure('archive', `${archive} is not there (or not a file).`);
  }
  const databaseUrl = config.databaseUrl ? adminDatabaseUrl(config.databaseUrl) : undefined;
  if (databaseUrl) await checkPostgresTarget(databaseUrl);
  else await checkEmbeddedTarget(config.dataDir);
  const uploads = uploadsFolder(config.dataDir);
  if (!config.s3 && (await countStoredFiles(uploads)).count > 0) {
    throw new CommandFailure(
      'files',
      `The file storage already holds files: restore needs an empty one (${uploads}).`,
    );
  }

  const dataDirExisted = existsSync(config.dataDir);
  try {
    await checkDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirError) throw new CommandFailure('files', error.message);
    throw error;
  }
  // In DATA_DIR, so that what is extracted moves into place by renaming.
  const staging = path.join(config.dataDir, `.restore-${process.pid}-${randomBytes(4).toString('hex')}`);
  const forget = removeOnInterrupt([staging]);
  let restored = false;
  try {
    await mkdir(staging);
    await extractArchive(archive, staging, 'archive');
    const manifest = await readManifest(path.join(staging, MANIFEST_FILE));
    const expected = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== expected) {
      throw new CommandFailure(
        'archive',
        `The archive holds ${KIND_NAMES[manifest.database.kind]}; this configuration uses ${KIND_NAMES[expected]}: restore it into the same kind.`,
      );
    }
    await checkContents(staging, manifest);
    const keyWrites = await plannedKeyWrites(staging, config.dataDir, manifest);

    const state = databaseUrl
      ? await restorePostgres(
          databaseUrl,
          path.join(staging, POSTGRES_DUMP_FILE),
          manifest.database.owners ?? [],
        )
      : await restoreEmbedded(staging, config.dataDir, manifest.database.entries ?? []);
    const differences = tableDifferences(manifest.database.tables, state.tables);
    if (differences.length > 0) {
      throw new CommandFailure(
        'database',
        `The restored tables differ from the archive's manifest: ${differences.join(', ')}.`,
      );
    }
    const unable = databaseUrl
      ? await ownersUnableToMigrate(databaseUrl, manifest.database.owners ?? [])
      : [];
    if (unable.length > 0) {
      verdicts.warning(
        'database',
        `${unable.join(', ')} may not create tables in this database's public schema, so the next migration would fail: make the role the database's owner (ALTER DATABASE … OWNER TO ${unable[0]})`,
      );
    }
    verdicts.ok(
      'database',
      `${shortVersion(state.version)}, ${Object.keys(state.tables).length} tables, ${totalRows(state.tables)} rows as the manifest counts them, at ${describeLevel(state.level)}`,
    );

    if (config.s3) {
      if (manifest.files.count > 0) {
        verdicts.warning(
          'files',
          `this configuration keeps files in the S3 bucket "${config.s3.bucket}": the archive's ${manifest.files.count} files (${UPLOADS_FOLDER}/ in it) were not restored; copy them into the bucket with its tools`,
        );
      } else
        verdicts.ok(
          'files',
          'no uploaded files in the archive; the S3 bucket is restored with its own tools',
        );
    } else {
      await moveFiles(path.join(staging, UPLOADS_FOLDER), uploads);
      verdicts.ok(
        'files',
        `${counted(manifest.files.count, 'uploaded file')}, ${megabytes(manifest.files.bytes)}, into ${uploads}`,
      );
    }

    const archivedSecretsKey =
      manifest.keys.secretsEncryptionKey === 'archived'
        ? await readFile(path.join(staging, KEY_FILES.secretsEncryptionKey), 'utf8')
        : null;
    for (const [from, to] of keyWrites) await copyFile(from, to);
    reportKeys(config, manifest, archivedSecretsKey, keyWrites.length, verdicts);
    if (state.level.pending.length > 0) {
      verdicts.warning(
        'migrations',
        `this build ships ${state.level.pending.length} newer migrations than the archive's (${state.level.pending.join(', ')}): the server applies them at start, or run \`admin migrate\``,
      );
    }
    restored = true;
    verdicts.ok('restore', `${archive} restored in ${seconds(Date.now() - started)}`);
  } finally {
    await rm(staging, { recursive: true, force: true });
    forget();
    // A folder made for a restore that failed goes too, if nothing else came into it.
    if (!restored && !dataDirExisted) await rmdir(config.dataDir).catch(() => {});
  }
}

/** Only what `backup` writes, and the uploaded files the manifest counts. */
async function checkContents(staging: string, manifest: Manifest): Promise<void> {
  const keyFiles = (Object.keys(KEY_FILES) as (keyof typeof KEY_FILES)[])
    .filter((key) => manifest.keys[key] === 'archived')
    .map((key) => KEY_FILES[key]);
  const databaseEntries = new Set(manifest.database.entries ?? []);
  const allowed = new Set([
    MANIFEST_FILE,
    ...keyFiles,
    ...(manifest.database.kind === 'postgres' ? [POSTGRES_DUMP_FILE] : []),
  ]);
  const uploads = { count: 0, bytes: 0 };
  for (const file of await plainFilesIn(staging, 'archive')) {
    const [top, ...rest] = file.split('/');
    if (top === UPLOADS_FOLDER && isFileKey(rest.join('/'))) {
      uploads.count += 1;
      uploads.bytes += (await stat(path.join(staging, file))).size;
    } else if (!allowed.has(file) && !databaseEntries.has(top!)) {
      throw new CommandFailure(
        'archive',
        `The archive holds ${file}, which a backup of this server never does.`,
      );
    }
  }
  for (const needed of [...allowed, ...databaseEntries]) {
    if (!existsSync(path.join(staging, needed))) {
      throw new CommandFailure(
        'archive',
        `The archive lacks ${needed}, which its manifest names: it is incomplete.`,
      );
    }
  }
  if (uploads.count !== manifest.files.count || uploads.bytes !== manifest.files.bytes) {
    throw new CommandFailure(
      'archive',
      `The archive holds ${uploads.count} uploaded files (${uploads.bytes} bytes) where its manifest says ${manifest.files.count} (${manifest.files.bytes} bytes): it is damaged.`,
    );
  }
}

/** The archived keys to put into DATA_DIR; a different key already there is refused. */
async function plannedKeyWrites(
  staging: string,
  dataDir: string,
  manifest: Manifest,
): Promise<[string, string][]> {
  const writes: [string, string][] = [];
  for (const key of Object.keys(KEY_FILES) as (keyof typeof KEY_FILES)[]) {
    if (manifest.keys[key] !== 'archived') continue;
    const from = path.join(staging, KEY_FILES[key]);
    const to = path.join(dataDir, KEY_FILES[key]);
    const present = await readFile(to, 'utf8').catch(() => null);
    if (present === null) writes.push([from, to]);
    else if (present.trim() !== (await readFile(from, 'utf8')).trim()) {
      throw new CommandFailure(
        'keys',
        `${to} is not the archive's ${KEY_FILES[key]}, which the restored data needs: move that file away and restore again.`,
      );
    }
  }
  return writes;
}

function tableDifferences(expected: Record<string, number>, restored: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(restored)]);
  return [...names]
    .filter((name) => expected[name] !== restored[name])
    .map((name) => `${name} ${restored[name] ?? 'missing'} rows, manifest ${expected[name] ?? 'none'}`);
}

function reportKeys(
  config: AppConfig,
  manifest: Manifest,
  archivedSecretsKey: string | null,
  written: number,
  verdicts: Verdicts,
): void {
  if (manifest.keys.secretsEncryptionKey === 'environment' && !config.secretsEncryptionKey) {
    verdicts.warning(
      'keys',
      "the archive's server took SECRETS_ENCRYPTION_KEY from its environment: set the same value here before starting the server, or the integrations' secrets cannot be read",
    );
    return;
  }
  if (
    archivedSecretsKey !== null &&
    config.secretsEncryptionKey &&
    !sameSecretsKey(archivedSecretsKey, config.secretsEncryptionKey)
  ) {
    verdicts.warning(
      'keys',
      "SECRETS_ENCRYPTION_KEY is set here and is not the archive's secrets-encryption-key, which the restored integrations' secrets were encrypted with: unset the variable (the server then reads the key restored into DATA_DIR) or set it to that key",
    );
    return;
  }
  verdicts.ok(
    'keys',
    written > 0 ? `${counted(written, 'generated key')} of the archive into DATA_DIR` : 'no keys to restore',
  );
}

/** The same 32 bytes, whichever of SECRETS_ENCRYPTION_KEY's spellings each is written in. */
const sameSecretsKey = (a: string, b: string): boolean =>
  parseSecretsKey(a)?.equals(parseSecretsKey(b) ?? Buffer.alloc(0)) ?? false;
