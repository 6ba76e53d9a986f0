#!/usr/bin/env node
// Dev mode of the dashboard: `rspack serve` for the shell and every remote, each on its fixed port
// with hot reload, and a dev `remotes.json` that points the shell at the remotes' dev servers.
// The shell's dev server proxies /graphql, /config.json and the Firebase emulator paths to the
// API server (API_URL, default http://127.0.0.1:8080), which must be running (pnpm start).
//
//   node scripts/dev.mjs            open http://127.0.0.1:3000
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './lib/run.mjs';

const require = createRequire(import.meta.url);
const { DEV_PORTS, folderOf } = require('../shared/federation/dev-ports.cjs');

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080';
const remotes = Object.keys(DEV_PORTS).filter((name) => name !== 'shell');

// The runtime manifest the shell fetches in dev: each remote's manifest on its own dev server.
const remotesFile = path.join(repoRoot, '.tmp', 'dev-remotes.json');
fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
fs.writeFileSync(
  remotesFile,
  `${JSON.stringify(
    Object.fromEntries(remotes.map((name) => [name, `http://127.0.0.1:${DEV_PORTS[name]}/mf-manifest.json`])),
    null,
    2,
  )}\n`,
);

const children = new Map();
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

/** Runs one app's `rspack serve`, its output prefixed with the app's name. */
function serve(name) {
  const folder = name === 'shell' ? 'shell' : folderOf(name);
  const cwd = path.join(repoRoot, folder);
  const rspack = path.join(cwd, 'node_modules', '.bin', 'rspack');
  if (!fs.existsSync(rspack)) {
    console.error(`${folder}: rspack is not installed, run pnpm install first.`);
    stopAll(1);
    return;
  }
  const child = spawn(rspack, ['serve'], {
    cwd,
    env: { ...process.env, NODE_ENV: 'development', API_URL: apiUrl, HEARBACK_DEV_REMOTES: remotesFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(name, child);
  const prefix = `[${folder}] `.padEnd(20);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    console.error(`${prefix}stopped (${signal ?? code}); stopping the others.`);
    stopAll(code || 1);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

for (const name of remotes) serve(name);
serve('shell');
console.log(
  `Dashboard dev servers starting: shell http://127.0.0.1:${DEV_PORTS.shell}, remotes on ports ` +
    `${remotes.map((name) => DEV_PORTS[name]).join(', ')}; API proxied to ${apiUrl}.`,
);
