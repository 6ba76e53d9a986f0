#!/usr/bin/env node
// Runs every bench of this folder, one after the other (they share two cores with nothing else
// when run alone, and the browser bench starts its own servers). Extra arguments (`--json`,
// `--strict`) are handed to each bench; the exit code is the worst of theirs.
// widget-submit.mjs (throughput on PostgreSQL) is one of them: it takes ~2 minutes and says
// so, exiting 0 (1 with --strict), when no PostgreSQL answers. segment-import.mjs (the CSV
// import of 100,000 contacts, on PGlite and PostgreSQL) skips PostgreSQL the same way.
//
//   node bench/run-all.mjs [--json] [--strict]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const benches = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.mjs') && file !== 'run-all.mjs')
  .sort();

function runBench(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(benchDir, file), ...process.argv.slice(2)], {
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

let worst = 0;
for (const file of benches) {
  console.error(`\n=== ${file}`);
  const code = await runBench(file);
  if (code !== 0) console.error(`=== ${file} exited with ${code}`);
  worst = Math.max(worst, code);
}
process.exitCode = worst;
