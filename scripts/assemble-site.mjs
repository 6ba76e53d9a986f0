#!/usr/bin/env node
// Assembles the built dashboard into ONE static root: the shell at `/`, each remote under
// `/remotes/<remote-folder>/` (the paths the shell's default `remotes.json` points at). The API
// server serves that folder with an index.html fallback and never caches `remotes.json`.
//
//   node scripts/assemble-site.mjs [outDir]    (default: .site at the repository root)
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/run.mjs';

const REMOTE_FOLDERS = [
  'remote-auth',
  'remote-products',
  'remote-campaigns',
  'remote-segments',
  'remote-settings',
  'remote-feedback',
];

const out = path.resolve(process.argv[2] ?? path.join(repoRoot, '.site'));

function distOf(folder) {
  const dist = path.join(repoRoot, folder, 'dist');
  if (!fs.existsSync(path.join(dist, folder === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(
      `${folder}/dist is missing or incomplete: run the production build first (pnpm run build).`,
    );
    process.exit(1);
  }
  return dist;
}

// Check every input before touching the output, so a failed run leaves the last site intact.
const sources = [['shell', distOf('shell'), out]].concat(
  REMOTE_FOLDERS.map((folder) => [folder, distOf(folder), path.join(out, 'remotes', folder)]),
);

// The embeddable widget (remote-feedback's `build:widget`) is served at `/widget/`, beside the
// dashboard and not part of it: sites embed `/widget/loader.js`.
const widgetDist = path.join(repoRoot, 'remote-feedback', 'widget', 'dist');
if (!fs.existsSync(path.join(widgetDist, 'loader.js'))) {
  console.error('remote-feedback/widget/dist is missing: run the production build first (pnpm run build).');
  process.exit(1);
}
sources.push(['widget', widgetDist, path.join(out, 'widget')]);

fs.rmSync(out, { recursive: true, force: true });
for (const [folder, from, to] of sources) {
  fs.cpSync(from, to, { recursive: true });
  console.log(`${folder.padEnd(17)} → ${path.relative(repoRoot, to) || '.'}`);
}
console.log(`Dashboard assembled in ${out}`);
