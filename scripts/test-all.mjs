#!/usr/bin/env node
// Command 2 of the README: every test of the project — lint, types, unit and integration tests of
// each package, the production build, and the browser tests against the built dashboard.
import { pnpm } from './lib/run.mjs';

// The dashboard packages; the API server, its test kit and the browser suite join this list as
// their suites land.
const packages = ['./shared', './shell', './remote-*'].flatMap((pattern) => ['--filter', pattern]);

const steps = [
  ['install', ['install', '--frozen-lockfile']],
  ['lint', ['exec', 'biome', 'check', '.']],
  ['typecheck', ['-r', '--workspace-concurrency=2', ...packages, 'run', 'typecheck']],
  ['unit and integration tests', ['-r', '--workspace-concurrency=1', ...packages, 'run', 'test']],
  ['production build', ['run', 'build']],
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
