import { spawn } from 'node:child_process';
import { findOnPath } from '../services/recording/transcription/embedded-engine';
import { CommandFailure } from './verdicts';

/** Enough of a program's complaints to explain its failure. */
const STDERR_KEPT = 8_192;

/** The program on PATH, or a failure that says how to install it. */
export function requireProgram(name: string, subject: string, howToInstall: string): string {
  const found = findOnPath(name, process.env.PATH);
  if (!found)
    throw new CommandFailure(subject, `${name} is not installed (or not on PATH): ${howToInstall}.`);
  return found;
}

/**
 * Runs a program without a shell and resolves when it exits 0; otherwise fails with what it
 * wrote to stderr. Its stdout is handed back (small outputs only).
 */
export function runProgram(
  program: string,
  args: string[],
  options: { subject: string; env?: Record<string, string>; cwd?: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.toString();
    });
    child.once('error', (error) =>
      reject(new CommandFailure(options.subject, `${program} could not run: ${error.message}`)),
    );
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new CommandFailure(
            options.subject,
            `${program.split('/').pop()} ${signal ? `was stopped by ${signal}` : `exited with ${code}`}: ${stderr.trim().slice(0, STDERR_KEPT) || 'no message'}`,
          ),
        );
    });
  });
}
