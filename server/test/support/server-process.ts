import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@hearback/testkit';
import { inject } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  /** What signing up (support/actors.ts) needs: this server and the run's Auth Emulator. */
  target: { server: { url: string }; emulator: { url: string; projectId: string } };
  port: number;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far (its JSON log lines). */
  output(): string;
  /** How the process ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal to the process (SIGTERM: a graceful stop; SIGKILL: a crash). */
  signal(signal: NodeJS.Signals): void;
  /** Ends the process (SIGKILL) if it still runs, and waits for it. */
  stop(): Promise<void>;
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready.`);
    }
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/health/ready did not answer 200 within ${timeoutMs} ms`);
}

/**
 * `src/main.ts` as its own process, configured through the environment as in production, for
 * what only a process can show: its exit code after a signal, a crash (SIGKILL) and a restart on
 * the same data folder. Stopped by its process id. With `compiledServer` (a folder made by
 * scripts/build-server.mjs) it is that folder's `main.js`, run by node alone, from that folder.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { waitUntilReady?: boolean; compiledServer?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const [args, cwd] = options.compiledServer
    ? [['--enable-source-maps', 'main.js'], options.compiledServer]
    : [['--import', 'tsx', 'src/main.ts'], serverDir];
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'false',
      TRANSCRIPTION_ENGINE: 'off',
      FIREBASE_PROJECT_ID: inject('projectId'),
      FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'info',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  if (options.waitUntilReady ?? true) {
    try {
      await waitForReady(url, child, 60_000);
    } catch (error) {
      await stop();
      throw new Error(`${(error as Error).message}\n${output}`);
    }
  }
  return {
    url,
    target: {
      server: { url },
      emulator: { url: inject('emulatorUrl'), projectId: inject('projectId') },
    },
    port,
    pid: child.pid!,
    output: () => output,
    exited,
    signal: (signal) => {
      child.kill(signal);
    },
    stop,
  };
}

/** tsx keeps its compiled files in `<tmp>/tsx-<uid>`; a server's own temporary folder shares it. */
const tsxCache = `tsx-${process.geteuid?.() ?? 'user'}`;

/**
 * A temporary folder of its own for a server process (its TMPDIR), to find out what the server
 * leaves in the system's temporary folder. It shares tsx's compile cache only.
 */
export async function isolatedTmpDir(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hearback-test-tmp-'));
  await mkdir(path.join(tmpdir(), tsxCache), { recursive: true });
  await symlink(path.join(tmpdir(), tsxCache), path.join(folder, tsxCache));
  return folder;
}

/** What a server process left in its isolated temporary folder. */
export async function leftoversIn(folder: string): Promise<string[]> {
  return (await readdir(folder)).filter((name) => name !== tsxCache);
}
