import { mkdir, rm, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';

/** The data folder cannot be used; the message says why and what to do. */
export class DataDirError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DataDirError';
  }
}

const REASONS: Record<string, string> = {
  EROFS: 'its file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a file stands where a folder should be',
  EEXIST: 'a file stands where the folder should be',
};

const whoRuns = (): string => {
  try {
    return `user ${userInfo().username}`;
  } catch {
    return `uid ${process.getuid?.() ?? 'unknown'}`;
  }
};

/**
 * Makes sure the server can write to DATA_DIR before anything else uses it: the embedded
 * database, uploads, keys, the mail outbox and the spool all live there, and PGlite on a folder
 * it cannot write only says "PGlite failed to initialize properly".
 */
export async function checkDataDir(dataDir: string): Promise<void> {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    await mkdir(dataDir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new DataDirError(
      `The data folder ${dataDir} cannot be written to: ${REASONS[code] ?? (error as Error).message}${code ? ` (${code})` : ''}. ` +
        `Hearback keeps its embedded database, uploads, keys and temporary files there: make the folder writable for ${whoRuns()}, or set DATA_DIR to a folder that is.`,
      { cause: error },
    );
  }
}

/** Folders for files that live only while a request or a job runs. */
export interface Spool {
  /** The CSV of a contact import while it is imported. */
  contactImports: string;
  /** An export's file while it is written, before it is stored. */
  exports: string;
}

/**
 * The spool, in the data folder rather than the system's temporary folder: its files hold
 * personal data (contacts, messages) and may be large, so they stay where the operator keeps,
 * sizes and backs up the server's data. Emptied at start: a process that was killed could not
 * remove its own files, and one server process owns a data folder.
 */
export async function prepareSpool(dataDir: string): Promise<Spool> {
  const root = path.join(dataDir, 'spool');
  await rm(root, { recursive: true, force: true });
  const spool: Spool = {
    contactImports: path.join(root, 'contact-imports'),
    exports: path.join(root, 'exports'),
  };
  await mkdir(spool.contactImports, { recursive: true });
  await mkdir(spool.exports, { recursive: true });
  return spool;
}
