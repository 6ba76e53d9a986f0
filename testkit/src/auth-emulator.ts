import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface AuthEmulator {
  /** `host:port`, the form FIREBASE_AUTH_EMULATOR_HOST takes. */
  host: string;
  /** `http://host:port`, the form the browser SDK's connectAuthEmulator takes. */
  url: string;
  projectId: string;
  stop(): Promise<void>;
}

export interface AuthEmulatorOptions {
  /** A `demo-` project needs no credentials and no network. */
  projectId?: string;
  /** Fixed auth port; a free one by default. */
  port?: number;
  /** Accounts are imported from and exported to this folder, so they survive a restart. */
  dataDir?: string;
  timeoutMs?: number;
  /** Pipe the emulator's own output to this process's stderr (it is kept for errors anyway). */
  verbose?: boolean;
}

const require = createRequire(import.meta.url);
const firebaseBin = path.join(
  path.dirname(require.resolve('firebase-tools/package.json')),
  'lib/bin/firebase.js',
);

/** Starts the real Firebase Auth Emulator from firebase-tools and resolves once it answers. */
export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? 'demo-hearback';
  const host = '127.0.0.1';
  const [authPort, hubPort, loggingPort] = await Promise.all([
    options.port ?? freePort(),
    freePort(),
    freePort(),
  ]);
  const workDir = await mkdtemp(path.join(tmpdir(), 'hearback-auth-emulator-'));
  const configPath = path.join(workDir, 'firebase.json');
  // The hub and logging ports default to fixed numbers; two emulators (parallel suites, a dev
  // stack) would collide on them, hence free ports for all three.
  await writeFile(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host, port: authPort },
        hub: { host, port: hubPort },
        logging: { host, port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );

  const args = [
    firebaseBin,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    configPath,
  ];
  if (options.dataDir) {
    if (existsSync(path.join(options.dataDir, 'firebase-export-metadata.json'))) {
      args.push('--import', options.dataDir);
    }
    args.push(`--export-on-exit=${options.dataDir}`);
  }

  // Own process group, so stop() ends the CLI and everything it spawned by pid.
  const child = spawn(process.execPath, args, {
    cwd: workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
    if (options.verbose) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A crashed test runner must not leave an emulator behind.
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  const url = `http://${host}:${authPort}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    killGroup(child, 'SIGTERM');
    // Exporting accounts on exit takes a moment; after that the group is killed outright.
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), options.dataDir ? 15_000 : 5_000);
    await exited;
    clearTimeout(timer);
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, child, options.timeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- emulator output ---\n${output.join('')}`);
  }
  return { host: `${host}:${authPort}`, url, projectId, stop };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The Auth Emulator exited early (${child.signalCode ?? child.exitCode}).`);
    }
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) {
        const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
        if (body.authEmulator?.ready) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The Auth Emulator did not answer at ${url} within ${timeoutMs} ms.`);
}
