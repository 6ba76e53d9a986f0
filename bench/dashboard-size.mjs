#!/usr/bin/env node
// Dashboard size figures, read from the production builds (`pnpm run build` first): gzip sizes of
// the JS each app ships and of what the first visit of /app/products loads (shell + shared
// singletons + remote_products), against the budgets of architecture.md.
//
//   node bench/dashboard-size.mjs [--json] [--strict]
//
// Static, from each app's dist/ and mf-manifest.json (which lists the files of every shared
// package and every exposed module). The shell's shared packages are all counted as first load,
// an upper bound: a few (dayjs plugins, Apollo links) may only load later. `--strict` exits 1 when
// a budget is exceeded.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['auth', 'products', 'campaigns', 'segments', 'settings', 'feedback'];
const BUDGET = { firstLoad: 350_000, remoteOwn: 100_000, runtime: 35_000 };
const SHARED_ONCE = ['react', 'react-dom', 'antd', '@ant-design/icons', 'dayjs'];
const args = new Set(process.argv.slice(2));

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Every JS file of a dist, except MF's whole-package fallbacks (loaded only if a trimmed copy lacks an export). */
function jsFiles(dist) {
  return fs
    .readdirSync(dist, { recursive: true })
    .filter((file) => file.endsWith('.js') && !file.startsWith('independent-packages'));
}

/** `@apollo/client/cache` → `@apollo/client`, `dayjs/plugin/x` → `dayjs`. */
const packageOf = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

function readApp(folder) {
  const dist = path.join(root, folder, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.error(`${folder}/dist/mf-manifest.json is missing: run the production build first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const size = (file) => gzipSize(path.join(dist, file));
  const sharedByPackage = new Map();
  const sharedFiles = new Set();
  for (const shared of manifest.shared) {
    const files = [...shared.assets.js.sync, ...shared.assets.js.async];
    const pkg = packageOf(shared.name);
    for (const file of files) {
      if (sharedFiles.has(file)) continue; // a chunk listed by several keys counts once
      sharedFiles.add(file);
      sharedByPackage.set(pkg, (sharedByPackage.get(pkg) ?? 0) + size(file));
    }
  }
  return { folder, dist, manifest, size, files: jsFiles(dist), sharedFiles, sharedByPackage };
}

const sum = (files, size) => files.reduce((total, file) => total + size(file), 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function shellFigures(shell) {
  const html = fs.readFileSync(path.join(shell.dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((match) => match[1]);
  const own = shell.files.filter((file) => !entries.includes(file) && !shell.sharedFiles.has(file));
  return {
    runtime: sum(entries, shell.size),
    own: sum(own, shell.size),
    shared: sum([...shell.sharedFiles], shell.size),
  };
}

function remoteFigures(app) {
  const routes = app.manifest.exposes.find((expose) => expose.path === './Routes');
  const routesFirst = routes.assets.js.sync.filter((file) => !app.sharedFiles.has(file));
  const standaloneEntry = app.files.filter((file) => /^main\.[\w.]*js$/.test(file));
  const own = app.files.filter(
    (file) => !app.sharedFiles.has(file) && file !== 'remoteEntry.js' && !standaloneEntry.includes(file),
  );
  return {
    runtime: app.size('remoteEntry.js'),
    routesFirst: sum(routesFirst, app.size),
    own: sum(own, app.size),
  };
}

/** Each package must be a singleton of the same version in every app, so the page loads it once. */
function sharedOnce(apps) {
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
function trimmedCoverage(shell, apps) {
  const statsOf = (app) => JSON.parse(fs.readFileSync(path.join(app.dist, 'mf-stats.json'), 'utf8'));
  const shellUsed = new Map(
    statsOf(shell).shared.map((entry) => [entry.name, new Set(entry.usedExports ?? [])]),
  );
  const problems = [];
  for (const app of apps) {
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

const shell = readApp('shell');
const remotes = REMOTES.map((name) => readApp(`remote-${name}`));
const shellSizes = shellFigures(shell);
const remoteSizes = Object.fromEntries(remotes.map((app) => [app.folder, remoteFigures(app)]));
const products = remoteSizes['remote-products'];
const firstLoad =
  shellSizes.runtime + shellSizes.own + shellSizes.shared + products.runtime + products.routesFirst;
const duplicates = sharedOnce([shell, ...remotes]);
const uncovered = trimmedCoverage(shell, remotes);

const rows = [
  ['first load /app/products', firstLoad, BUDGET.firstLoad],
  ['  MF runtime (shell main.js)', shellSizes.runtime, BUDGET.runtime],
  ['  shell code', shellSizes.own],
  ['  shared singletons (from the shell)', shellSizes.shared],
  ['  remote_products remoteEntry.js', products.runtime, BUDGET.runtime],
  ['  remote_products ./Routes', products.routesFirst],
  ...[...shell.sharedByPackage]
    .sort((a, b) => b[1] - a[1])
    .map(([pkg, bytes]) => [`    shared ${pkg}`, bytes]),
  ...remotes.flatMap((app) => [
    [`${app.folder} own code (all chunks)`, remoteSizes[app.folder].own, BUDGET.remoteOwn],
    [`${app.folder} remoteEntry.js (MF runtime)`, remoteSizes[app.folder].runtime, BUDGET.runtime],
  ]),
];

if (args.has('--json')) {
  const json = rows.map(([name, bytes, budget]) => ({ name, bytes, budget }));
  console.log(JSON.stringify({ rows: json, duplicates, uncovered }));
} else {
  for (const [name, bytes, budget] of rows) {
    const verdict =
      budget === undefined ? '' : bytes <= budget ? `  ok (≤ ${kb(budget)})` : `  OVER ${kb(budget)}`;
    console.log(`${name.padEnd(44)} ${kb(bytes).padStart(10)}${verdict}`);
  }
  console.log(
    duplicates.length === 0
      ? `shared once: ${SHARED_ONCE.join(', ')} are singletons of one version in every app`
      : `shared once: PROBLEMS\n  ${duplicates.join('\n  ')}`,
  );
  console.log(
    uncovered.length === 0
      ? "trimmed shared copies: the shell's copy holds every export any remote uses"
      : `trimmed shared copies: PROBLEMS\n  ${uncovered.join('\n  ')}`,
  );
}

const over =
  rows.some(([, bytes, budget]) => budget !== undefined && bytes > budget) ||
  duplicates.length > 0 ||
  uncovered.length > 0;
if (args.has('--strict') && over) process.exit(1);
