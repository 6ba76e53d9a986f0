#!/usr/bin/env node
// Dashboard size figures, read from the assembled production build (`pnpm run build` first):
// gzip sizes of the federation runtime each app ships and of each remote's own code, against the
// budgets of architecture.md, and the checks that keep every singleton in the page once.
//
//   node bench/dashboard-size.mjs [--json] [--strict]
//
// Static and deterministic (no browser, no timing), so CI runs it with `--strict`, which exits 1
// when a budget is exceeded or a check fails. The first-load figure (shell + shared singletons +
// the first remote) is NOT estimated here: which shared chunks a page needs is only known at run
// time, so bench/dashboard-first-load.mjs measures it in Chromium and is its source of truth.
// The shell's shared packages are listed whole below, as the most any page can take from them.
import fs from 'node:fs';
import path from 'node:path';
import { BUDGET, gzipSize, kb, REMOTE_FOLDERS, REPO_ROOT, readSite } from './lib/dashboard-files.mjs';

const SHARED_ONCE = ['react', 'react-dom', 'antd', '@ant-design/icons', 'dayjs'];
const args = new Set(process.argv.slice(2));

let apps;
try {
  apps = readSite(path.join(REPO_ROOT, '.site'));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const byFolder = Object.fromEntries(apps.map((app) => [app.folder, app]));
const sizeOf = (app, file) => gzipSize(fs.readFileSync(path.join(app.dist, file)));
const sumOf = (app, files) => files.reduce((total, file) => total + sizeOf(app, file), 0);
const filesLabelled = (app, test) =>
  Object.entries(app.labels)
    .filter(([, label]) => test(label))
    .map(([file]) => file);

function sharedByPackage(app) {
  const totals = new Map();
  for (const [file, label] of Object.entries(app.labels)) {
    if (!label.startsWith('shared ')) continue;
    const name = label.slice('shared '.length);
    totals.set(name, (totals.get(name) ?? 0) + sizeOf(app, file));
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Each package must be a singleton of the same version in every app, so the page loads it once. */
function sharedOnce() {
  const problems = [];
  for (const pkg of SHARED_ONCE) {
    const versions = new Set();
    for (const app of apps) {
      const entry = app.manifest.shared.find((shared) => shared.name === pkg);
      if (!entry) continue; // an app that never imports it cannot bring a copy
      if (!entry.singleton) problems.push(`${app.folder} shares ${pkg} without singleton`);
      versions.add(entry.version);
    }
    if (versions.size > 1) problems.push(`${pkg} has versions ${[...versions].join(', ')}`);
  }
  return problems;
}

/**
 * MF's shared tree shaking: a singleton takes the trimmed copy loaded first (the shell's) as is,
 * so every export a remote uses must be in the shell's copy. mf-stats.json lists them per build.
 */
function trimmedCoverage() {
  const statsOf = (app) => JSON.parse(fs.readFileSync(path.join(app.dist, 'mf-stats.json'), 'utf8'));
  const shellUsed = new Map(
    statsOf(byFolder.shell).shared.map((entry) => [entry.name, new Set(entry.usedExports ?? [])]),
  );
  const problems = [];
  for (const app of apps.filter((candidate) => candidate.folder !== 'shell')) {
    for (const entry of statsOf(app).shared) {
      if (!entry.fallback) continue; // not tree-shaken: shared whole
      const missing = (entry.usedExports ?? []).filter((name) => !shellUsed.get(entry.name)?.has(name));
      if (missing.length > 0)
        problems.push(
          `${app.folder} uses ${entry.name} exports the shell's copy lacks: ${missing.join(', ')}`,
        );
    }
  }
  return problems;
}

/**
 * A shared module only the remote provides comes from the remote's own build, with its own copy
 * of whatever that module bundles (Apollo's internals under its entry points, antd's contexts):
 * a second instance in the page. The shell, loaded first, must provide every shared module.
 */
function shellProvidesAll() {
  const provided = new Set(byFolder.shell.manifest.shared.map((entry) => entry.name));
  return apps
    .filter((app) => app.folder !== 'shell')
    .flatMap((app) =>
      app.manifest.shared
        .filter((entry) => !provided.has(entry.name))
        .map((entry) => `${app.folder} provides ${entry.name}, the shell does not`),
    );
}

/** The server sends `.br`/`.gz` copies only where the build wrote them: every file a page loads. */
function precompressed() {
  const problems = [];
  for (const app of apps) {
    for (const [file, label] of Object.entries(app.labels)) {
      if (label.endsWith('WHOLE fallback')) continue;
      for (const suffix of ['.br', '.gz']) {
        if (!fs.existsSync(path.join(app.dist, file + suffix)))
          problems.push(`${app.prefix}${file}${suffix} is missing`);
      }
    }
  }
  return problems;
}

/**
 * antd's zero-runtime mode (docs/decisions.md, "Dashboard size"): the shell serves antd's
 * prebuilt stylesheet once, with its compressed copies, and ships antd without its style
 * generators. A remote shipping the stylesheet too would load it twice; generators back in the
 * shell's antd (a motion keyframe name only they contain) would mean the strip loader no longer
 * matches antd's files.
 */
function antdStaticStyles() {
  const problems = [];
  const isAntdSheet = (app, file) =>
    file.endsWith('.css') && fs.readFileSync(path.join(app.dist, file), 'utf8').includes('.ant-btn{');
  const cssOf = (app) =>
    fs
      .readdirSync(app.dist, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.css') && !file.includes('independent-packages'));
  const shellSheets = cssOf(shell).filter((file) => isAntdSheet(shell, file));
  if (shellSheets.length !== 1)
    problems.push(`the shell ships ${shellSheets.length} antd stylesheets, not 1`);
  for (const file of shellSheets) {
    for (const suffix of ['.br', '.gz'])
      if (!fs.existsSync(path.join(shell.dist, file + suffix))) problems.push(`/${file}${suffix} is missing`);
    if (/\.css-var-_/.test(fs.readFileSync(path.join(shell.dist, file), 'utf8')))
      problems.push(`/${file} still defines the default theme's variables`);
  }
  for (const app of apps.filter((candidate) => candidate.folder !== 'shell')) {
    for (const file of cssOf(app).filter((css) => isAntdSheet(app, css)))
      problems.push(`${app.folder} ships antd's stylesheet too (${file})`);
  }
  for (const file of filesLabelled(shell, (label) => label === 'shared antd')) {
    if (fs.readFileSync(path.join(shell.dist, file), 'utf8').includes('antZoomIn'))
      problems.push(`/${file}: the shell's antd still carries its style generators`);
  }
  return problems;
}

const shell = byFolder.shell;
const rows = [
  [
    'shell entry (MF runtime core + start-up)',
    sumOf(
      shell,
      filesLabelled(shell, (label) => label.startsWith('MF runtime')),
    ),
    BUDGET.runtime,
  ],
  [
    'shell code (all chunks)',
    sumOf(
      shell,
      filesLabelled(shell, (label) => label === 'shell code'),
    ),
  ],
  ...sharedByPackage(shell).map(([name, bytes]) => [`  shared ${name} (whole, most a page takes)`, bytes]),
  ...REMOTE_FOLDERS.flatMap((folder) => {
    const app = byFolder[folder];
    return [
      [
        `${folder} own code (all chunks)`,
        sumOf(
          app,
          filesLabelled(app, (label) => label === `${folder} code`),
        ),
        BUDGET.remoteOwn,
      ],
      [`${folder} remoteEntry.js (MF container runtime)`, sizeOf(app, 'remoteEntry.js'), BUDGET.runtime],
    ];
  }),
];
const checks = {
  'shared once': sharedOnce(),
  'trimmed shared copies cover every remote': trimmedCoverage(),
  'the shell provides every shared module a remote provides': shellProvidesAll(),
  'precompressed .br and .gz copies': precompressed(),
  "antd's stylesheet once, its style generators out of the JS": antdStaticStyles(),
};

if (args.has('--json')) {
  console.log(
    JSON.stringify({
      rows: rows.map(([name, bytes, budget]) => ({ name, bytes, budget })),
      checks,
      firstLoad: 'measured by bench/dashboard-first-load.mjs',
    }),
  );
} else {
  for (const [name, bytes, budget] of rows) {
    const verdict =
      budget === undefined ? '' : bytes <= budget ? `  ok (≤ ${kb(budget)})` : `  OVER ${kb(budget)}`;
    console.log(`${name.padEnd(52)} ${kb(bytes).padStart(10)}${verdict}`);
  }
  for (const [name, problems] of Object.entries(checks)) {
    console.log(problems.length === 0 ? `${name}: ok` : `${name}: PROBLEMS\n  ${problems.join('\n  ')}`);
  }
  console.log(
    `first load: measured in Chromium by bench/dashboard-first-load.mjs (budget ${kb(BUDGET.firstLoad)})`,
  );
}

const over =
  rows.some(([, bytes, budget]) => budget !== undefined && bytes > budget) ||
  Object.values(checks).some((problems) => problems.length > 0);
if (args.has('--strict') && over) process.exit(1);
