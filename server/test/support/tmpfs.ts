import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface MountedFolder {
  path: string;
  unmount(): Promise<void>;
}

/**
 * A folder on a file system of its own, a tmpfs of `size` (such as `2m`), read-only if asked:
 * a full or a read-only disk for real, not a simulated error. Mounting needs root (CI and the
 * development machines run as root); elsewhere null, and the caller skips, saying so.
 */
export async function mountTmpfs(options: {
  size: string;
  readOnly?: boolean;
}): Promise<MountedFolder | null> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hearback-test-tmpfs-'));
  const mountOptions = `size=${options.size},mode=0777${options.readOnly ? ',ro' : ''}`;
  try {
    await run('mount', ['-t', 'tmpfs', '-o', mountOptions, 'tmpfs', folder]);
  } catch {
    await rm(folder, { recursive: true, force: true });
    return null;
  }
  return {
    path: folder,
    async unmount() {
      await run('umount', [folder]).catch(() => run('umount', ['-l', folder]));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Whether this machine lets the tests mount a tmpfs (root). */
export async function canMountTmpfs(): Promise<boolean> {
  const probe = await mountTmpfs({ size: '64k' });
  await probe?.unmount();
  return probe !== null;
}
