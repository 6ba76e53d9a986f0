import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { requireProgram, runProgram } from './programs';
import { CommandFailure } from './verdicts';

/**
 * Backups are gzip-compressed tar files written and read by the system's tar (GNU tar on Debian,
 * bsdtar on macOS), run like pg_dump: a program every server image has, which streams files of
 * any size, rather than a tar of our own making.
 */
const HOW_TO_INSTALL_TAR = 'install tar and gzip (Debian: apt-get install tar gzip)';

/** Names under one folder, added to the archive as they are named there. */
export interface ArchiveGroup {
  folder: string;
  names: string[];
}

export async function writeArchive(file: string, groups: ArchiveGroup[], subject: string): Promise<void> {
  const tar = requireProgram('tar', subject, HOW_TO_INSTALL_TAR);
  const args = ['-c', '-z', '-f', file];
  for (const group of groups) {
    if (group.names.length > 0) args.push('-C', group.folder, ...group.names);
  }
  await runProgram(tar, args, { subject });
}

export async function extractArchive(file: string, into: string, subject: string): Promise<void> {
  const tar = requireProgram('tar', subject, HOW_TO_INSTALL_TAR);
  // The files become the restoring user's, whoever owned them where the backup was made.
  await runProgram(tar, ['-x', '-z', '--no-same-owner', '-f', file, '-C', into], { subject });
}

/**
 * Every entry under `folder` as a path relative to it; anything but plain files and folders (a
 * link, a device) is refused: a backup never holds one.
 */
export async function plainFilesIn(folder: string, subject: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name));
    const found = await lstat(path.join(folder, relative));
    if (found.isFile()) files.push(relative.split(path.sep).join('/'));
    else if (!found.isDirectory()) {
      throw new CommandFailure(
        subject,
        `The archive holds ${relative}, which is not a plain file: not a backup of this server.`,
      );
    }
  }
  return files.sort();
}
