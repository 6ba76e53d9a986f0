import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Manifest } from '../../../src/admin/manifest';

const serverDir = path.resolve(import.meta.dirname, '../../..');

export interface AdminRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Both, in the order lines were read (stdout first within a chunk). */
  output: string;
  milliseconds: number;
}

/**
 * `src/admin/cli.ts` as an operator runs it: its own process, configured only through the
 * environment, nothing of the test's own environment but PATH and HOME.
 */
export function runAdmin(args: string[], env: Record<string, string>): Promise<AdminRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: '',
        SMTP_URL: '',
        TRANSCRIPTION_ENGINE: 'off',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ code, stdout, stderr, output, milliseconds: Date.now() - started }),
    );
  });
}

/** A folder of the test's own; the test removes it. */
export async function scratchFolder(name: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `hearback-test-admin-${name}-`));
}

export const removeFolder = (folder: string | undefined) =>
  folder ? rm(folder, { recursive: true, force: true }) : Promise.resolve();

/** Every file below `folder`, relative to it, sorted. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The manifest.json of an archive, read with the system's tar as an operator would. */
export async function manifestOf(archive: string): Promise<Manifest> {
  const folder = await scratchFolder('manifest');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn('tar', ['-x', '-z', '-f', archive, '-C', folder, 'manifest.json']);
      child.once('error', reject);
      child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`tar exited with ${code}`))));
    });
    return JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
  } finally {
    await removeFolder(folder);
  }
}

/** Runs statements on a database as the given connection, one client per call. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement and answers its rows: a pg client's, or a server's own database handle's. */
export type ReadRows = <T>(statement: string) => Promise<T[]>;

export const readWith =
  (client: pg.Client): ReadRows =>
  async <T>(statement: string) =>
    (await client.query(statement)).rows as T[];

/** Rows per table of every table outside PostgreSQL's own schemas, as a superuser sees them. */
export async function tableCounts(source: pg.Client | ReadRows): Promise<Record<string, number>> {
  const read = typeof source === 'function' ? source : readWith(source);
  const tables = await read<{ name: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
    order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await read<{ n: string }>(`select count(*)::text as n from ${name}`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

/** Every file below `folder` with its size and modification time: what a refused command must not change. */
export async function folderState(folder: string): Promise<string[]> {
  const state: string[] = [];
  for (const file of await filesUnder(folder)) {
    const found = await stat(path.join(folder, file));
    state.push(`${file} ${found.size} ${found.mtimeMs}`);
  }
  return state;
}
