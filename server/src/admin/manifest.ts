import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { CommandFailure } from './verdicts';

export const MANIFEST_FILE = 'manifest.json';
/** PostgreSQL's own dump (`pg_dump --format=custom`) of a PostgreSQL installation. */
export const POSTGRES_DUMP_FILE = 'database.pgdump';
/** The uploaded files, under their file keys, as in DATA_DIR. */
export const UPLOADS_FOLDER = 'uploads';
/** Generated into DATA_DIR when their variables are unset (config/secrets-key.ts, storage/signing-secret.ts). */
export const KEY_FILES = {
  secretsEncryptionKey: 'secrets-encryption-key',
  uploadSigningSecret: 'upload-signing-secret',
} as const;

export const MANIFEST_FORMAT = 'hearback-backup';
export const MANIFEST_FORMAT_VERSION = 1;

/** Where a key the installation used came from: the archive holds it, or the environment must. */
const keySource = z.enum(['archived', 'environment', 'none']);

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  formatVersion: z.literal(MANIFEST_FORMAT_VERSION),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** `select version()` of the database that was backed up. */
    version: z.string(),
    migration: z.object({ applied: z.number().int(), newest: z.string().nullable() }),
    /** Rows per table (`schema.table`) in the backed-up state: the dump's own snapshot. */
    tables: z.record(z.string(), z.number().int()),
    /** PostgreSQL: roles owning the dumped objects, restored as their owners. */
    owners: z.array(z.string()).optional(),
    /** PGlite: the data folder's database entries, at the archive's top level as in DATA_DIR. */
    entries: z.array(z.string()).optional(),
  }),
  files: z.object({
    storage: z.enum(['local', 's3']),
    count: z.number().int(),
    bytes: z.number().int(),
  }),
  keys: z.object({ secretsEncryptionKey: keySource, uploadSigningSecret: keySource }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type KeySource = z.infer<typeof keySource>;

export const totalRows = (tables: Record<string, number>): number =>
  Object.values(tables).reduce((sum, rows) => sum + rows, 0);

export async function readManifest(file: string): Promise<Manifest> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null)
    throw new CommandFailure(
      'archive',
      `The archive holds no ${MANIFEST_FILE}: not a backup of this server.`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CommandFailure(
      'archive',
      `The archive's ${MANIFEST_FILE} is not JSON: the archive is damaged.`,
    );
  }
  const format = (parsed as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format === MANIFEST_FORMAT && format.formatVersion !== MANIFEST_FORMAT_VERSION) {
    throw new CommandFailure(
      'archive',
      `The archive is of backup format ${String(format.formatVersion)}; this build reads format ${MANIFEST_FORMAT_VERSION}: restore it with the release that made it.`,
    );
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) {
    throw new CommandFailure(
      'archive',
      `The archive's ${MANIFEST_FILE} is not a backup manifest of this server.`,
    );
  }
  return manifest.data;
}
