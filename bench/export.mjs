#!/usr/bin/env node
// Data exports (issue #6): 1,000,000 recordings of one product written as CSV, JSON and XLSX by
// the real export job (services/export/run-export.ts: keyset batches of 2,000 rows, each read in
// its own short transaction under row-level security, streamed to a file, then stored on the
// local disk), on PGlite and PostgreSQL.
//
//   node bench/export.mjs [--json] [--strict] [--rows 1000000] [--db pglite|postgres|both]
//                         [--formats Csv,Json,Xlsx]
//
// Reported per database: how long inserting the recordings took (generate_series, 25,000 rows a
// statement; part of no figure below). Per format: the time and rows/s; the ratio to a baseline
// measured in the same process on the same database — the same keyset batches read and thrown
// away (what the database costs, with no formatting or writing); the file's size; and the peak
// growth of RSS and of the JS heap while the job runs (sampled every 10 ms) at the full size and
// at a quarter of it. A streaming export's memory does not grow with the rows: the two stay
// close. PGlite runs in this process, so its RSS includes the database's own memory. Every run
// checks the export's row count against the database. --strict exits 1 when memory at the full
// size grows more than 64 MB beyond the quarter-size run.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { commandLine, log, measured, openBenchDatabase, sql } from './lib/in-process.mjs';

const { withScope } = await import('../server/src/db/scope.ts');
const { createLogger } = await import('../server/src/logger.ts');
const { createMailer } = await import('../server/src/mail/mailer.ts');
const { localDiskStorage } = await import('../server/src/storage/local-disk.ts');
const { fileLinks } = await import('../server/src/storage/file-links.ts');
const { runExportHandler } = await import('../server/src/services/export/run-export.ts');
const { readBatch } = await import('../server/src/services/export/read-batches.ts');

const { option, json, strict, databases: DATABASES } = commandLine(import.meta.url);
const ROWS = Number(option('--rows', 1_000_000));
const FORMATS = option('--formats', 'Csv,Json,Xlsx').split(',');
const FLAT_MEMORY_MB = 64;
const SEED_ROWS_PER_STATEMENT = 25_000;

async function benchOn(kind, workDir) {
  const opened = await openBenchDatabase(kind);
  if (!opened) return null;
  const { db, one, organisationId, newProduct } = opened;
  try {
    // Realistic rows: text with commas and quotes, a contact on one in three, a sentiment. In
    // statements of 25,000 rows: each stays well inside the database's statement timeout (15 s)
    // on a busy machine.
    const fill = async (productId, rows) => {
      for (let start = 0; start < rows; start += SEED_ROWS_PER_STATEMENT) {
        const end = Math.min(rows, start + SEED_ROWS_PER_STATEMENT);
        await db.execute(sql`insert into recordings (organisation_id, product_id, idempotency_key, message_type,
            text, contact_name, contact_email, sentiment_score, sentiment_label, page_url, created_at)
          select ${organisationId}::uuid, ${productId}::uuid, ${productId} || '-' || n, 'ProvideFeedback',
            'The checkout, again: "it failed" at step ' || (n % 7) || '. Please fix it soon.',
            case when n % 3 = 0 then 'Visitor ' || n end, case when n % 3 = 0 then 'visitor' || n || '@example.com' end,
            ((n % 200) - 100) / 100.0, case when n % 2 = 0 then 'Negative'::sentiment_label end,
            'https://shop.example.com/checkout?step=' || (n % 7),
            now() - (n || ' seconds')::interval
          from generate_series(${start + 1}::int, ${end}::int) n`);
      }
      await db.execute(sql`analyze recordings`);
    };
    const sizes = { quarter: Math.round(ROWS / 4), full: ROWS };
    const products = {};
    let seedMs = 0;
    for (const [label, rows] of Object.entries(sizes)) {
      log(`${kind}: inserting ${rows.toLocaleString('en')} recordings…`);
      products[label] = await newProduct(`Shop ${label}`);
      const seedStarted = performance.now();
      await fill(products[label], rows);
      if (label === 'full') seedMs = performance.now() - seedStarted;
    }
    log(`${kind}: ${ROWS.toLocaleString('en')} recordings inserted in ${(seedMs / 1000).toFixed(1)} s`);

    const storageRoot = path.join(workDir, `${kind}-files`);
    const secret = 'bench-secret-bench-secret-bench-secret-0123';
    const storage = await localDiskStorage({ root: storageRoot, secret });
    const logger = createLogger('silent');
    const handler = runExportHandler({
      storage,
      fileLinks: fileLinks(secret),
      mailer: createMailer({ outboxDir: path.join(workDir, 'outbox'), from: 'bench@hearback.test', logger }),
      publicUrl: () => 'http://127.0.0.1',
      workDir,
    });
    const job = {
      id: randomUUID(),
      kind: 'export.run',
      organisationId,
      attempt: 1,
      maxAttempts: 1,
      db,
      logger,
      signal: new AbortController().signal,
      inOrganisation: (work) => withScope(db, { organisationId }, work),
    };
    const exportOf = async (productId, format) => {
      const exportId = (
        await one(sql`insert into exports (organisation_id, product_id, requested_by_email, kind, format)
          values (${organisationId}, ${productId}, 'bench@hearback.test', 'Recordings', ${format}) returning id`)
      ).id;
      await handler({ exportId }, job);
      const done = await one(
        sql`select status, rows_written, file_size, error from exports where id = ${exportId}`,
      );
      if (done.status !== 'Ready') throw new Error(`${kind}: the export failed: ${done.error}`);
      return { rows: done.rows_written, bytes: Number(done.file_size) };
    };
    const readOnly = async (productId) => {
      const selection = {
        organisationId,
        productId,
        kind: 'Recordings',
        from: null,
        to: null,
        campaignId: null,
      };
      let after = null;
      let rows = 0;
      for (;;) {
        const batch = await withScope(db, { organisationId }, (tx) => readBatch(tx, selection, after));
        rows += batch.rows.length;
        if (!batch.next) return rows;
        after = batch.next;
      }
    };

    const baseline = await measured(() => readOnly(products.full));
    if (baseline.result !== ROWS) throw new Error(`${kind}: read ${baseline.result} of ${ROWS} rows`);
    const formats = {};
    for (const format of FORMATS) {
      const quarter = await measured(() => exportOf(products.quarter, format));
      const full = await measured(() => exportOf(products.full, format));
      for (const [run, rows] of [
        [quarter, sizes.quarter],
        [full, sizes.full],
      ]) {
        if (run.result.rows !== rows)
          throw new Error(`${kind} ${format}: wrote ${run.result.rows} of ${rows} rows`);
      }
      formats[format] = {
        ms: Math.round(full.ms),
        rowsPerSecond: Math.round((ROWS / full.ms) * 1000),
        ratioToRead: Number((full.ms / baseline.ms).toFixed(2)),
        fileMb: Number((full.result.bytes / 1e6).toFixed(1)),
        rssGrowthMb: Number(full.rssGrowthMb.toFixed(1)),
        heapGrowthMb: Number(full.heapGrowthMb.toFixed(1)),
        quarterRssGrowthMb: Number(quarter.rssGrowthMb.toFixed(1)),
        quarterHeapGrowthMb: Number(quarter.heapGrowthMb.toFixed(1)),
        flat: full.rssGrowthMb - quarter.rssGrowthMb <= FLAT_MEMORY_MB,
      };
      log(`${kind} ${format}: ${JSON.stringify(formats[format])}`);
    }
    return {
      kind,
      seedMs: Math.round(seedMs),
      baselineReadMs: Math.round(baseline.ms),
      baselineRssGrowthMb: Number(baseline.rssGrowthMb.toFixed(1)),
      formats,
    };
  } finally {
    await opened.close();
  }
}

const results = [];
for (const kind of DATABASES) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'hearback-bench-export-'));
  try {
    const result = await benchOn(kind, workDir);
    if (result) results.push(result);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

// The machine is shared: the load says how far the absolute figures are from a quiet one.
const load = loadavg().map((value) => Number(value.toFixed(1)));
if (json) {
  console.log(JSON.stringify({ rows: ROWS, loadAverage: load, results }, null, 2));
} else {
  console.log(`load average (1, 5, 15 min): ${load.join(', ')} on ${availableParallelism()} cores`);
  for (const result of results) {
    console.log(
      `${result.kind}: ${ROWS.toLocaleString('en')} recordings inserted in ${(result.seedMs / 1000).toFixed(1)} s; read only (baseline) ${(result.baselineReadMs / 1000).toFixed(2)} s, RSS +${result.baselineRssGrowthMb} MB`,
    );
    for (const [format, figures] of Object.entries(result.formats)) {
      console.log(
        [
          `${result.kind}: ${format} ${ROWS.toLocaleString('en')} rows`.padEnd(36),
          `${(figures.ms / 1000).toFixed(2)} s`.padEnd(10),
          `${figures.rowsPerSecond.toLocaleString('en')} rows/s`.padEnd(16),
          `${figures.ratioToRead}× read only`.padEnd(18),
          `${figures.fileMb} MB file`.padEnd(14),
          `peak RSS/heap +${figures.rssGrowthMb}/${figures.heapGrowthMb} MB (¼: +${figures.quarterRssGrowthMb}/${figures.quarterHeapGrowthMb})`,
          figures.flat ? 'flat' : 'GROWS',
        ].join(' '),
      );
    }
  }
}
if (strict && results.some((result) => Object.values(result.formats).some((figures) => !figures.flat))) {
  process.exitCode = 1;
}
