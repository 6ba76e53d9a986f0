import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** A program the deploy/ files are written for, and the Debian package that installs it. */
export interface Tool {
  path: string;
  debianPackage: string;
}

export const TOOLS = {
  systemdAnalyze: { path: '/usr/bin/systemd-analyze', debianPackage: 'systemd' },
  nginx: { path: '/usr/sbin/nginx', debianPackage: 'nginx' },
  caddy: { path: '/usr/bin/caddy', debianPackage: 'caddy' },
  // nginx -t loads the TLS certificate the configuration names: a throw-away one stands in.
  openssl: { path: '/usr/bin/openssl', debianPackage: 'openssl' },
} satisfies Record<string, Tool>;

/**
 * The tool's path, or a failure saying what to install: a check that cannot run must not pass
 * by saying nothing.
 */
export function requireTool(tool: Tool): string {
  try {
    accessSync(tool.path, constants.X_OK);
  } catch {
    throw new Error(
      `${tool.path} is missing, and the deploy/ files are checked with it: install Debian's ` +
        `${tool.debianPackage} package (apt-get install ${tool.debianPackage}).`,
    );
  }
  return tool.path;
}

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runTool(
  tool: Tool,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<ToolRun> {
  const program = requireTool(tool);
  return runProgram(program, args, options);
}

export function runProgram(
  program: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd: options.cwd, env: options.env ?? process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** For assertion messages: what the tool said. */
export const describeRun = (run: ToolRun): string =>
  `exit code ${run.code}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
