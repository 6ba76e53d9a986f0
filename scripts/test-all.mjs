#!/usr/bin/env node
// Command 2 of the README: every test of the project — lint, types, unit and integration tests of
// each package, the production build, and the browser tests against the built dashboard.
import { pnpm } from './lib/run.mjs';

const steps = [
  ['install', ['install', '--frozen-lockfile']],
  ['lint', ['exec', 'biome', 'check', '.']],
  ['typecheck', ['-r', '--workspace-concurrency=2', 'run', 'typecheck']],
  ['unit and integration tests', ['-r', '--workspace-concurrency=1', 'run', 'test']],
  ['production build', ['run', 'build']],
  ['browser tests', ['--filter', '@hearback/e2e', 'run', 'test']],
];

const started = Date.now();
for (const [name, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name}`);
  try {
    await pnpm(args, { env: { ...process.env, CI: process.env.CI ?? '' } });
  } catch (error) {
    console.error(`\n✖ ${name} failed: ${error.message}`);
    process.exit(1);
  }
  console.log(`=== ${name}: ok (${Math.round((Date.now() - stepStarted) / 1000)} s)`);
}
console.log(`\nAll test steps passed in ${Math.round((Date.now() - started) / 1000)} s.`);
