import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { link, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { DataDirError } from '../storage/data-dir';

/**
 * One process at a time may open the embedded database of a data folder. PGlite has no lock of
 * its own (its postmaster.pid names no real process), and two processes on one folder each keep
 * a copy of the database in memory that overwrites the other's files, after which the folder no
 * longer opens. The holder writes this file, naming its process, and removes it when it closes
 * the database; a file whose process is gone (a crash, SIGKILL) is taken over.
 */
export const LOCK_FILE = 'hearback.lock';

/** Held for the instant a stale lock is replaced, so that two starting processes cannot both replace it. */
const TAKEOVER_FILE = 'hearback.lock.takeover';

/** A lock file is written whole before it is linked into place; only the fallback leaves a moment's empty file. */
const UNREADABLE_GRACE_MS = 2_000;
const RETRY_MS = 50;
const ATTEMPTS = 40;

export interface LockHolder {
  pid: number;
  /**
   * When the process started, in clock ticks after boot (Linux; null elsewhere): tells the holder
   * apart from a later process that got the same id, as a restarted container's server does.
   */
  startTicks: number | null;
  host: string;
  /** ISO time the lock was taken. */
  since: string;
  /** Tells two handles of one process apart, so that each removes only its own lock. */
  token: string;
}

/** Another process holds the data folder's embedded database; the message names the folder and the process. */
export class DataFolderInUseError extends DataDirError {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is open in another process (${describeHolder(holder)}). ` +
        "Two processes on one data folder overwrite each other's files and damage the database: stop that " +
        'process first, or give this one another DATA_DIR.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export const describeHolder = (holder: LockHolder): string =>
  `pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}, since ${holder.since}`;

/** `/proc/<pid>/stat`'s 22nd field; the process name (2nd) may hold spaces and parentheses. */
function startTicksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    return Number.isSafeInteger(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function isRunning(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  if (holder.startTicks === null) return true;
  const ticks = startTicksOf(holder.pid);
  return ticks === null || ticks === holder.startTicks;
}

type LockFileState =
  | { kind: 'absent' }
  | { kind: 'held'; holder: LockHolder; text: string }
  | { kind: 'stale'; text: string }
  /** Being written by the fallback (below), or damaged: judged again in a moment. */
  | { kind: 'unreadable' };

function readLockFile(file: string): LockFileState {
  let text: string;
  let modified: number;
  try {
    text = readFileSync(file, 'utf8');
    modified = statSync(file).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'absent' };
    throw error;
  }
  const holder = parseHolder(text);
  if (!holder)
    return Date.now() - modified > UNREADABLE_GRACE_MS ? { kind: 'stale', text } : { kind: 'unreadable' };
  return isRunning(holder) ? { kind: 'held', holder, text } : { kind: 'stale', text };
}

function parseHolder(text: string): LockHolder | null {
  try {
    const holder = JSON.parse(text) as LockHolder;
    // Signal 0 to pid 0 or a negative pid would ask a whole process group.
    return Number.isSafeInteger(holder.pid) && holder.pid > 0 && typeof holder.token === 'string'
      ? holder
      : null;
  } catch {
    return null;
  }
}

/** The running process that holds the folder's embedded database, or null when none does. */
export function dataFolderHolder(dataDir: string): LockHolder | null {
  const state = readLockFile(path.join(dataDir, LOCK_FILE));
  return state.kind === 'held' ? state.holder : null;
}

/**
 * Creates `file` with `text`, or answers false when it exists. The text is written to a file of
 * this process's own and hard-linked into place, so nobody reads the lock half written; where
 * the file system has no hard links, it is created exclusively and written.
 */
async function createExclusively(file: string, text: string): Promise<boolean> {
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(draft, text);
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
    try {
      await writeFile(file, text, { flag: 'wx' });
      return true;
    } catch (fallbackError) {
      if ((fallbackError as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallbackError;
    }
  } finally {
    await rm(draft, { force: true });
  }
}

/** Removes `file` if it still holds `text` (a lock this process wrote, or the stale one it read). */
async function removeIfUnchanged(file: string, text: string): Promise<void> {
  const now = readLockFile(file);
  if ((now.kind === 'held' || now.kind === 'stale') && now.text === text) await rm(file, { force: true });
}

/**
 * Replaces the stale lock `text` with ours, under the takeover file; false when another process
 * is replacing it right now or changed it meanwhile (the caller looks again).
 */
async function takeOver(dataDir: string, stale: string, mine: string): Promise<boolean> {
  const file = path.join(dataDir, LOCK_FILE);
  const guard = path.join(dataDir, TAKEOVER_FILE);
  if (!(await createExclusively(guard, mine))) {
    // A process that died while it held the guard (a moment's work) leaves it behind.
    const guardState = readLockFile(guard);
    if (guardState.kind === 'stale') await removeIfUnchanged(guard, guardState.text);
    return false;
  }
  try {
    const now = readLockFile(file);
    if (now.kind === 'stale' && now.text === stale) await rm(file, { force: true });
    else if (now.kind !== 'absent') return false;
    return await createExclusively(file, mine);
  } finally {
    await removeIfUnchanged(guard, mine);
  }
}

/**
 * Takes the data folder's lock for this process, or fails with DataFolderInUseError naming the
 * process that holds it. Resolves to the function that gives it back.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({
    pid: process.pid,
    startTicks: startTicksOf(process.pid),
    host: hostname(),
    since: new Date().toISOString(),
    token: randomUUID(),
  } satisfies LockHolder);
  const release = () => removeIfUnchanged(file, mine);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await createExclusively(file, mine)) return release;
    const state = readLockFile(file);
    if (state.kind === 'held') throw new DataFolderInUseError(dataDir, state.holder);
    if (state.kind === 'stale' && (await takeOver(dataDir, state.text, mine))) return release;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  throw new DataDirError(
    `The lock file ${file} could not be taken: it changed hands too often, or cannot be read. ` +
      'Make sure no other process uses this data folder, then remove the file.',
  );
}
