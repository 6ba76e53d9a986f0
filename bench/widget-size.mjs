#!/usr/bin/env node
// Embeddable widget size figures, read from its production build (`pnpm --filter
// @hearback/remote-feedback run build:widget` first): gzip sizes of what a visitor's browser
// downloads, against the budgets of architecture.md ("Figures to beat"), which are also the
// limits of remote-feedback/widget/.size-limit.json (size-limit enforces them in the package's
// tests; this bench prints them with the peers' figures for comparison).
//
//   node bench/widget-size.mjs [--json] [--strict]
//
// Every language file (`lang-<code>.js`, one per language but English, which ui.js carries) is a
// row of its own against the per-language budget. `--strict` exits 1 when any budget is exceeded.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'remote-feedback', 'widget', 'dist');
const BUDGET = {
  loader: 1_500,
  launcherAndTextForm: 15_000,
  recorder: 35_000,
  language: 2_000,
  everything: 50_000,
};
const PEERS = 'Formbricks loader 1.7 KB + renderer 52.9 KB; Sentry feedback UI ~17 KB; Crisp ~125 KB';
const args = new Set(process.argv.slice(2));

if (!fs.existsSync(path.join(dist, 'loader.js'))) {
  console.error(
    'remote-feedback/widget/dist is missing: run `pnpm --filter @hearback/remote-feedback run build:widget`.',
  );
  process.exit(1);
}

const jsFiles = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
const recorderFiles = jsFiles.filter((file) => file.startsWith('recorder.'));
const languageFiles = jsFiles.filter((file) => /^lang-[\w-]+\.js$/.test(file)).sort();
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} KB`;

const rows = [
  ['loader.js (the embedded script)', sum(['loader.js']), BUDGET.loader],
  ['launcher + text form (loader.js + ui.js)', sum(['loader.js', 'ui.js']), BUDGET.launcherAndTextForm],
  ['voice recorder (lazy chunk)', sum(recorderFiles), BUDGET.recorder],
  ...languageFiles.map((file) => [`language ${file} (lazy)`, sum([file]), BUDGET.language]),
  ['everything the widget can load', sum(jsFiles), BUDGET.everything],
];

if (args.has('--json')) {
  console.log(JSON.stringify({ rows: rows.map(([name, bytes, budget]) => ({ name, bytes, budget })) }));
} else {
  for (const [name, bytes, budget] of rows) {
    const verdict =
      bytes <= budget ? `ok (≤ ${kb(budget)}, ${Math.round((bytes / budget) * 100)}%)` : `OVER ${kb(budget)}`;
    console.log(`${name.padEnd(44)} ${kb(bytes).padStart(9)}  ${verdict}`);
  }
  console.log(`peers (gzip): ${PEERS}`);
}

if (args.has('--strict') && rows.some(([, bytes, budget]) => bytes > budget)) process.exit(1);
