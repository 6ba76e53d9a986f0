import { copyFile, link, mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { isFileKey, isRecordingKey } from '../storage/file-keys';

/** The local disk storage's folder (http/widget-routes.ts). */
export const uploadsFolder = (dataDir: string): string => path.join(dataDir, 'uploads');

export interface FileTotals {
  count: number;
  bytes: number;
}

/** Every complete stored file under `root` as its file key; parts in `.incoming` are no keys. */
async function fileKeysUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isFileKey)
    .sort();
}

export async function countStoredFiles(root: string): Promise<FileTotals> {
  let bytes = 0;
  const keys = await fileKeysUnder(root);
  for (const key of keys) bytes += (await stat(path.join(root, ...key.split('/')))).size;
  return { count: keys.length, bytes };
}

/**
 * The stored files as they are now, hard-linked into `into`: a stored file is never changed once
 * written, so a link is a copy of it that costs no space and that a later deletion (a recording
 * deleted, an export expired) does not take away while the archive is written. Where a link is
 * impossible (another file system, a protected-links policy) the file is copied.
 */
export async function snapshotStoredFiles(
  root: string,
  into: string,
): Promise<FileTotals & { recordingFiles: number }> {
  const totals = { count: 0, bytes: 0, recordingFiles: 0 };
  for (const key of await fileKeysUnder(root)) {
    const source = path.join(root, ...key.split('/'));
    const target = path.join(into, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Deleted since it was listed: it is not part of the backup.
      if (code === 'ENOENT') continue;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
      await copyFile(source, target);
    }
    totals.count += 1;
    totals.bytes += (await stat(target)).size;
    if (isRecordingKey(key)) totals.recordingFiles += 1;
  }
  return totals;
}

/** Moves every file under `from` to the same place under `to` (same file system: renames). */
export async function moveFiles(from: string, to: string): Promise<void> {
  for (const key of await fileKeysUnder(from)) {
    const target = path.join(to, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(from, ...key.split('/')), target);
  }
}
