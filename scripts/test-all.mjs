#!/usr/bin/env node
// Command 2 of the README: every test of the project — lint, types, unit and integration tests of
// each package, the production build, and the browser tests against the built dashboard.
import {
  continueOnSupportedNode,
  environmentWithNode,
  nodeBinFolder,
  SUPPORTED_NODE_RELEASES,
} from './lib/node-runtime.mjs';
import { pnpm } from './lib/run.mjs';
import { ensureSpeechEnginePackages, TEST_PACKAGES } from './lib/speech-engine-packages.mjs';

continueOnSupportedNode();

// The server's integration tests wait on PostgreSQL, the Auth Emulator and HTTP; the dashboard
// packages' jsdom tests keep the CPU busy. Run side by side, the two halves overlap their waits.
const serverPackages = ['--filter', '@hearback/server', '--filter', '@hearback/testkit'];
// Every other package but the browser suite, which needs the production build and runs last.
const dashboardPackages = [
  '--filter',
  '!@hearback/e2e',
  '--filter',
  '!@hearback/server',
  '--filter',
  '!@hearback/testkit',
];

// The server's tests run once more on every other supported Node.js major, after the first run
// and beside the dashboard half, which takes longer.
const otherNodeReleases = SUPPORTED_NODE_RELEASES.filter(
  (release) => release.split('.')[0] !== process.versions.node.split('.')[0],
);
const serverTests = ['-r', '--workspace-concurrency=1', ...serverPackages, 'run', 'test'];
const serverTestsOnEverySupportedNode = async (options) => {
  await pnpm(serverTests, options);
  for (const release of otherNodeReleases) {
    console.log(`\n=== server tests on Node.js ${release}`);
    await pnpm(serverTests, { ...options, env: environmentWithNode(nodeBinFolder(release), options.env) });
  }
};

const steps = [
  ['install', ['install', '--frozen-lockfile']],
  ['lint', ['exec', 'biome', 'check', '.']],
  ['typecheck', ['-r', '--workspace-concurrency=2', 'run', 'typecheck']],
  [
    'unit and integration tests',
    [
      serverTestsOnEverySupportedNode,
      ['-r', '--workspace-concurrency=1', ...dashboardPackages, 'run', 'test'],
    ],
  ],
  ['production build', ['run', 'build']],
  // Static and deterministic: per-app runtime and own-code budgets, singletons once, compressed
  // copies present. The first load is measured in Chromium by bench/dashboard-first-load.mjs.
  ['dashboard size budgets', ['exec', 'node', 'bench/dashboard-size.mjs', '--strict']],
  ['browser tests', ['--filter', '@hearback/e2e', 'run', 'test']],
];

// Side-by-side commands run in process groups of their own, which a Ctrl-C does not reach.
let running = new AbortController();
for (const interruption of ['SIGINT', 'SIGTERM']) {
  process.on(interruption, () => {
    running.abort();
    process.exit(130);
  });
}

// The transcription tests run the real speech engine on real recordings of speech.
if (!ensureSpeechEnginePackages(TEST_PACKAGES) && process.env.CI) {
  console.error('\n✖ the embedded speech engine could not be installed, and CI runs its tests.');
  process.exit(1);
}

const started = Date.now();
for (const [name, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name}`);
  try {
    const env = { ...process.env, CI: process.env.CI ?? '' };
    // A step is one pnpm command, or several run side by side (a function runs a sequence).
    const commands = Array.isArray(args[0]) || typeof args[0] === 'function' ? args : [args];
    // When one of them fails, the others are stopped rather than left running on their own.
    const siblings = new AbortController();
    running = siblings;
    await Promise.all(
      commands.map((command) => {
        const options = { env, signal: commands.length > 1 ? siblings.signal : undefined };
        return (typeof command === 'function' ? command(options) : pnpm(command, options)).catch((error) => {
          siblings.abort();
          throw error;
        });
      }),
    );
  } catch (error) {
    console.error(`\n✖ ${name} failed: ${error.message}`);
    process.exit(1);
  }
  console.log(`=== ${name}: ok (${Math.round((Date.now() - stepStarted) / 1000)} s)`);
}
console.log(`\nAll test steps passed in ${Math.round((Date.now() - started) / 1000)} s.`);
