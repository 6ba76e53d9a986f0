// Process helpers for the repository scripts. Plain ESM so they work before `pnpm install`.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PNPM_VERSION = '10.34.9';

/** pnpm 10 from PATH when present, else through npx (corepack cannot be relied on). */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm'];
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

/**
 * Runs a command with inherited output; rejects with its exit code so callers can stop at once.
 * `options.signal` (an AbortSignal) stops the command and everything it started: the command runs
 * in a process group of its own, and the whole group is sent SIGTERM.
 */
export function run(command, args, { signal, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      detached: Boolean(signal),
      ...options,
    });
    const stopGroup = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    };
    signal?.addEventListener('abort', stopGroup, { once: true });
    child.on('error', reject);
    child.on('exit', (code, exitSignal) => {
      signal?.removeEventListener('abort', stopGroup);
      if (code === 0) resolve();
      else
        reject(
          Object.assign(new Error(`${command} ${args.join(' ')} failed (${exitSignal ?? code})`), { code }),
        );
    });
  });
}

export async function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  await run(command, [...prefix, ...args], options);
}
