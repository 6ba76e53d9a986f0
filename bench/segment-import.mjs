#!/usr/bin/env node
// The CSV import of contacts into a new segment (issues #5 and #14): 100,000 rows through the
// real services (services/segment/import: the file read a chunk at a time with papaparse, every
// row checked as the import checks it — e-mail, E.164 phone through libphonenumber's full
// metadata, lengths, duplicates — then upserted and added to the segment 2,000 rows per
// statement, in ONE transaction under row-level security), on PGlite and on PostgreSQL.
//
//   node bench/segment-import.mjs [--json] [--strict] [--rows 100000] [--db pglite|postgres|both]
//
// Goals (issue #14): PostgreSQL ≥ 50,000 rows/s, PGlite 100,000 rows in ≤ 5 s (≥ 20,000 rows/s),
// with flat memory; --strict exits 1 when a rate is missed. Reported per database: the import's
// time and rows/s beside its goal; the database's own CPU time during the import (its backends'
// on PostgreSQL, read from /proc when the server is on this machine; on PGlite this thread's,
// where the database runs) and the rate that CPU time alone would allow — the figure a shared
// machine disturbs least; the peak growth of RSS and of the JS heap (sampled every 10 ms) at the
// full size and at a quarter of it: a streaming import's memory must not grow with the file (the
// one thing that does is the set of e-mails seen, tens of bytes a row; PGlite's RSS includes the
// database's own memory); and, measured in the same process on the same database as ratios:
//   - bare INSERT: the file's rows by multi-row INSERT … SELECT FROM unnest() into a table without
//     keys, 2,000 a statement, one transaction (no checks, no upsert, no row-level security);
//   - write floor: the rows the import accepts written straight into contacts and a new segment's
//     members (plain INSERT … unnest, ordered ids, under row-level security, no ON CONFLICT): what
//     the schema itself costs (six indexes and a foreign key a contact, two indexes and two
//     foreign keys a membership), below which no way of sending the rows can go;
//   - staged upsert: the same rows into a temporary table (unnest, 2,000 a statement), then ONE
//     INSERT … SELECT … ON CONFLICT with the memberships (the staging-table design of issue #14),
//     beside the import's own statement (writeAcceptedRows, 2,000 rows each) on the same rows;
//   - parse + check only: reading and checking the file without a database, in this thread.
// The file holds ~2 % bad rows (invalid e-mail or phone, duplicates) so the rejection path is
// measured too, and every run checks the counts it reports against the database.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { commandLine, log, measured, openBenchDatabase, sql } from './lib/in-process.mjs';
import { postgresCpuMeter } from './lib/postgres-cpu.mjs';

const { withScope } = await import('../server/src/db/scope.ts');
const { createLogger } = await import('../server/src/logger.ts');
const { ContactIds } = await import('../server/src/services/segment/import/contact-ids.ts');
const { writeAcceptedRows } = await import('../server/src/services/segment/import/write-batch.ts');
const { csvRecords } = await import('../server/src/services/segment/import/csv-records.ts');
const { checkedBatches } = await import('../server/src/services/segment/import/checked-batches.ts');
const { checkedBatchesInWorker } = await import(
  '../server/src/services/segment/import/batch-reader-thread.ts'
);
const { startContactImport, runContactImport, IMPORT_BATCH_ROWS } = await import(
  '../server/src/services/segment/import/run-import.ts'
);

const { option, json, strict, databases: DATABASES } = commandLine(import.meta.url);
const ROWS = Number(option('--rows', 100_000));
/** Issue #14: the least rows a second each database must import (PGlite: 100,000 rows in 5 s). */
const GOAL_ROWS_PER_SECOND = { postgres: 50_000, pglite: 20_000 };
const goalText = (kind) =>
  kind === 'pglite'
    ? `≤ ${(ROWS / GOAL_ROWS_PER_SECOND.pglite).toFixed(2)} s`
    : `≥ ${GOAL_ROWS_PER_SECOND[kind].toLocaleString('en')} rows/s`;

const MAPPING = {
  email: 'Email',
  name: 'Name',
  phoneNumber: 'Phone',
  externalId: 'User id',
  attributes: [
    { column: 'Country', key: 'country' },
    { column: 'Plan', key: 'plan' },
  ],
};
const HEADER = ['Email', 'Name', 'Phone', 'User id', 'Country', 'Plan'];

/** A realistic export: a phone on one row in four, ~1 % bad values and ~1 % repeated e-mails. */
async function writeCsv(file, rows) {
  const lines = [HEADER.join(',')];
  const countries = ['UK', 'FR', 'DE', 'US', 'ES'];
  for (let i = 0; i < rows; i += 1) {
    const email =
      i % 97 === 50
        ? `user${i - 1}@example.com`
        : i % 89 === 7
          ? `not-an-address-${i}`
          : `user${i}@example.com`;
    const phone =
      i % 4 === 0 ? (i % 101 === 0 ? '12345' : `+44 20 7946 ${String(i % 10_000).padStart(4, '0')}`) : '';
    lines.push(
      `${email},"User ${i}, Jr.",${phone},u-${i},${countries[i % 5]},${i % 3 === 0 ? 'pro' : 'free'}`,
    );
  }
  await writeFile(file, `${lines.join('\n')}\n`);
  return (await stat(file)).size;
}

/** How the import reads the bench's files. */
const READ_SETTINGS = { delimiter: ',', header: HEADER, mapping: MAPPING, defaultCountry: 'GB' };

async function rowsOf(batches) {
  let rows = 0;
  for await (const batch of batches) rows = batch.rowsRead;
  return rows;
}

/**
 * Reading and checking only, in this thread: what the import's reader thread does (files from
 * 1 MB on) while the database writes, so it is not added to the import's time unless the
 * machine has no core to spare.
 */
const parseOnly = (file) =>
  rowsOf(
    checkedBatches(createReadStream(file, { highWaterMark: 256 * 1024 }), {
      ...READ_SETTINGS,
      batchRows: IMPORT_BATCH_ROWS,
    }),
  );

/**
 * Starts the reader thread the imports share (its first start costs a second or so of CPU) on a
 * one-row file: a server that imports keeps it for 5 minutes, so every size below is measured
 * with it started, and its start is reported apart.
 */
async function startReader(workDir) {
  const file = path.join(workDir, 'one-row.csv');
  await writeFile(file, `${HEADER.join(',')}\nuser@example.com,User,,u-1,UK,pro\n`);
  const started = performance.now();
  await rowsOf(checkedBatchesInWorker(file, { ...READ_SETTINGS, batchRows: IMPORT_BATCH_ROWS }));
  return performance.now() - started;
}

/**
 * CPU milliseconds the database spends, read before and after a run: on PostgreSQL the sum over
 * its backends for the bench's database (lib/postgres-cpu.mjs, so only a server on this machine;
 * null otherwise), on PGlite this thread's (the database runs in it, beside the import's own code).
 * Answers a function that takes a reading and answers the milliseconds since the first.
 */
async function databaseCpu(kind, one) {
  if (kind === 'pglite') {
    if (!process.threadCpuUsage) return null;
    const now = () => {
      const { user, system } = process.threadCpuUsage();
      return (user + system) / 1000;
    };
    return async () => now();
  }
  const meter = await postgresCpuMeter(
    async () =>
      (await one(sql`select array_agg(pid) as pids from pg_stat_activity where datname = current_database()`))
        .pids ?? [],
  );
  if (!meter) return null;
  const start = await meter.read();
  return async () => meter.spent(start, await meter.read());
}

async function benchOn(kind, files) {
  const opened = await openBenchDatabase(kind);
  if (!opened) return null;
  // Each size is imported into a product of its own: a first import, all rows new (updating
  // known contacts is the integration tests' business, and costs about the same per row).
  const { db, one, organisationId, newProduct } = opened;
  try {
    const admin = { userId: randomUUID(), organisationId, role: 'Admin' };
    const logger = createLogger('silent');
    const cpuNow = await databaseCpu(kind, one);
    /** `run` measured: time, peak memory and the database's CPU time. */
    const measuredWithCpu = async (run) => {
      const before = cpuNow ? await cpuNow() : null;
      const figures = await measured(run);
      return { ...figures, dbCpuMs: cpuNow ? (await cpuNow()) - before : null };
    };

    const importFile = async (file, size, name) => {
      const productId = await newProduct(name);
      const importId = (
        await one(sql`insert into contact_imports (organisation_id, product_id, new_segment_name, created_by,
            file_name, delimiter, mapping, default_country)
          values (${organisationId}, ${productId}, ${name}, ${admin.userId}, 'contacts.csv', ',',
            ${JSON.stringify(MAPPING)}::jsonb, 'GB') returning id`)
      ).id;
      const source = { size, path: file, open: () => createReadStream(file, { highWaterMark: 256 * 1024 }) };
      const started = await startContactImport(db, admin, importId, source);
      const ended = await runContactImport({ db, logger }, admin, started, source);
      if (ended.status !== 'Succeeded') throw new Error(`${kind}: the import failed: ${ended.errorMessage}`);
      // The rejections table holds the refused rows and, under PHONE_DROPPED, the changed ones.
      const check = await one(sql`select
          (select count(*)::int from segment_members where segment_id = ${ended.segmentId}) as members,
          (select count(*)::int from contact_import_rejections
            where import_id = ${ended.id} and code <> 'PHONE_DROPPED') as rejections,
          (select count(*)::int from contact_import_rejections
            where import_id = ${ended.id} and code = 'PHONE_DROPPED') as warnings`);
      if (
        check.members !== ended.createdCount + ended.updatedCount ||
        check.rejections !== ended.rejectedCount ||
        check.warnings !== ended.warningCount
      ) {
        throw new Error(`${kind}: counts do not match the database: ${JSON.stringify({ ended, check })}`);
      }
      return ended;
    };

    const bareInsert = async (file) => {
      await db.execute(
        sql`create table if not exists bench_bulk (email text, name text, phone text, external_id text, attributes jsonb)`,
      );
      await db.execute(sql`truncate bench_bulk`);
      await db.transaction(async (tx) => {
        let batch = [];
        let header = true;
        const flush = async () => {
          if (batch.length === 0) return;
          const column = (index) => sql.param(batch.map((row) => row[index] ?? null));
          await tx.execute(sql`insert into bench_bulk select * from unnest(${column(0)}::text[], ${column(1)}::text[],
            ${column(2)}::text[], ${column(3)}::text[], ${sql.param(batch.map((row) => JSON.stringify({ country: row[4], plan: row[5] })))}::jsonb[])`);
          batch = [];
        };
        for await (const records of csvRecords(createReadStream(file, { highWaterMark: 256 * 1024 }), ',')) {
          for (const record of records) {
            if (header) {
              header = false;
              continue;
            }
            batch.push(record.values);
            if (batch.length >= IMPORT_BATCH_ROWS) await flush();
          }
        }
        await flush();
      });
    };

    /**
     * The accepted rows of the file as the import's statement takes them (array literals), read
     * before the clock starts: the two write baselines below measure the database alone.
     */
    const acceptedOf = async (file) => {
      const accepted = [];
      const batches = checkedBatches(createReadStream(file, { highWaterMark: 256 * 1024 }), {
        ...READ_SETTINGS,
        batchRows: IMPORT_BATCH_ROWS,
      });
      for await (const batch of batches) if (batch.accepted.count > 0) accepted.push(batch.accepted);
      return accepted;
    };
    /**
     * A segment in a new product, made in the scoped transaction as an import makes it (the
     * product before it: PGlite's one connection is the transaction's until it ends).
     */
    const inNewSegment = async (name, work) => {
      const productId = await newProduct(name);
      return withScope(db, { organisationId }, async (tx) => {
        const segment = await tx.execute(sql`insert into segments (organisation_id, product_id, name, kind)
          values (${organisationId}, ${productId}, ${name}, 'Static') returning id`);
        await work(tx, { productId, segmentId: segment.rows[0].id });
      });
    };
    const inputRows = (ids, rows) => sql`unnest(${ids}::uuid[], ${rows.emails}::text[], ${rows.names}::text[],
      ${rows.phoneNumbers}::text[], ${rows.externalIds}::text[], ${rows.attributes}::jsonb[])
      as t(id, email, name, phone_number, external_id, attributes)`;

    const writeFloor = (accepted, name) =>
      inNewSegment(name, async (tx, { productId, segmentId }) => {
        const contactIds = new ContactIds();
        for (const rows of accepted) {
          await tx.execute(sql`
            with input as (select * from ${inputRows(contactIds.literal(rows.count), rows)}), inserted as (
              insert into contacts
                (id, organisation_id, product_id, email, name, phone_number, external_id, attributes, source)
              select id, ${organisationId}::uuid, ${productId}::uuid, email, name, phone_number, external_id,
                coalesce(attributes, '{}'::jsonb), 'Import' from input)
            insert into segment_members (organisation_id, segment_id, contact_id)
            select ${organisationId}::uuid, ${segmentId}::uuid, id from input`);
        }
      });

    /** The import's own statement (writeAcceptedRows) on the same rows, without reading the file. */
    const batchedUpsert = (accepted, name) =>
      inNewSegment(name, async (tx, { productId, segmentId }) => {
        const contactIds = new ContactIds();
        const target = { organisationId, productId, importId: null, segmentId, segmentIsNew: true };
        for (const rows of accepted)
          await writeAcceptedRows(tx, target, rows, contactIds.literal(rows.count));
      });

    const stagedUpsert = (accepted, name) =>
      inNewSegment(name, async (tx, { productId, segmentId }) => {
        const contactIds = new ContactIds();
        await tx.execute(sql`create temporary table staged_contacts (id uuid, email text, name text,
          phone_number text, external_id text, attributes jsonb) on commit drop`);
        for (const rows of accepted) {
          await tx.execute(
            sql`insert into staged_contacts select * from ${inputRows(contactIds.literal(rows.count), rows)}`,
          );
        }
        await tx.execute(sql`
          with upserted as (
            insert into contacts as c
              (id, organisation_id, product_id, email, name, phone_number, external_id, attributes, source)
            select id, ${organisationId}::uuid, ${productId}::uuid, email, name, phone_number, external_id,
              coalesce(attributes, '{}'::jsonb), 'Import' from staged_contacts
            on conflict (organisation_id, product_id, email) do update set
              name = coalesce(excluded.name, c.name),
              phone_number = coalesce(excluded.phone_number, c.phone_number),
              external_id = coalesce(excluded.external_id, c.external_id),
              attributes = c.attributes || excluded.attributes,
              updated_at = now()
            returning c.id, (c.xmax = 0) as inserted)
          insert into segment_members (organisation_id, segment_id, contact_id)
          select ${organisationId}::uuid, ${segmentId}::uuid, id from upserted`);
      });

    const figures = {};
    for (const [label, { file, size, rows }] of Object.entries(files)) {
      const cpuBefore = process.cpuUsage();
      const run = await measuredWithCpu(() => importFile(file, size, `Bench ${label}`));
      const cpu = process.cpuUsage(cpuBefore);
      figures[label] = {
        rows,
        ms: Math.round(run.ms),
        // Every thread of this process: on PGlite the database's work and the reader's.
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        dbCpuMs: run.dbCpuMs === null ? null : Math.round(run.dbCpuMs),
        rowsPerSecond: Math.round((rows / run.ms) * 1000),
        rssGrowthMb: Number(run.rssGrowthMb.toFixed(1)),
        heapGrowthMb: Number(run.heapGrowthMb.toFixed(1)),
        created: run.result.createdCount,
        updated: run.result.updatedCount,
        rejected: run.result.rejectedCount,
        warned: run.result.warningCount,
      };
    }
    const full = files.full;
    const bulk = await measured(() => bareInsert(full.file));
    const accepted = await acceptedOf(full.file);
    const floor = await measuredWithCpu(() => writeFloor(accepted, 'Bench write floor'));
    const batched = await measuredWithCpu(() => batchedUpsert(accepted, 'Bench batched upsert'));
    const staged = await measuredWithCpu(() => stagedUpsert(accepted, 'Bench staged upsert'));
    const parse = await measured(() => parseOnly(full.file));
    const ratio = (ms) => Number((figures.full.ms / ms).toFixed(2));
    const cpuMs = (run) => (run.dbCpuMs === null ? null : Math.round(run.dbCpuMs));
    return {
      kind,
      goalRowsPerSecond: GOAL_ROWS_PER_SECOND[kind],
      withinGoal: figures.full.rowsPerSecond >= GOAL_ROWS_PER_SECOND[kind],
      full: figures.full,
      quarter: figures.quarter,
      // The rate the database's CPU time alone allows, whatever else runs on the machine.
      dbCpuRowsPerSecond:
        figures.full.dbCpuMs === null ? null : Math.round((ROWS / figures.full.dbCpuMs) * 1000),
      baselineBulkInsertMs: Math.round(bulk.ms),
      ratioToBulkInsert: ratio(bulk.ms),
      writeFloorMs: Math.round(floor.ms),
      writeFloorDbCpuMs: cpuMs(floor),
      ratioToWriteFloor: ratio(floor.ms),
      batchedUpsertMs: Math.round(batched.ms),
      batchedUpsertDbCpuMs: cpuMs(batched),
      stagedUpsertMs: Math.round(staged.ms),
      stagedUpsertDbCpuMs: cpuMs(staged),
      ratioToStagedUpsert: ratio(staged.ms),
      parseAndCheckMs: Math.round(parse.ms),
    };
  } finally {
    await opened.close();
  }
}

const workDir = await mkdtemp(path.join(tmpdir(), 'hearback-bench-import-'));
try {
  const quarterRows = Math.round(ROWS / 4);
  const files = {
    quarter: { file: path.join(workDir, 'quarter.csv'), rows: quarterRows },
    full: { file: path.join(workDir, 'full.csv'), rows: ROWS },
  };
  for (const entry of Object.values(files)) entry.size = await writeCsv(entry.file, entry.rows);
  log(
    `CSV: ${ROWS.toLocaleString('en')} rows, ${(files.full.size / 1e6).toFixed(1)} MB (and ${quarterRows.toLocaleString('en')} rows)`,
  );

  const readerStartMs = Math.round(await startReader(workDir));
  log(`reader thread started in ${(readerStartMs / 1000).toFixed(2)} s`);

  const results = [];
  for (const kind of DATABASES) {
    log(`${kind}: importing…`);
    const result = await benchOn(kind, files);
    if (result) results.push(result);
  }

  // The machine is shared: the load says how far the absolute figures are from a quiet one.
  const load = loadavg().map((value) => Number(value.toFixed(1)));
  if (json) {
    console.log(JSON.stringify({ rows: ROWS, loadAverage: load, readerStartMs, results }, null, 2));
  } else {
    console.log(`load average (1, 5, 15 min): ${load.join(', ')} on ${availableParallelism()} cores`);
    console.log(
      `reader thread started in ${(readerStartMs / 1000).toFixed(2)} s (once; the first import after 5 idle minutes waits for it)`,
    );
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    const cpu = (ms) => (ms === null ? 'n/a' : seconds(ms));
    const table = results.flatMap((result) => [
      [
        `${result.kind}: import ${ROWS.toLocaleString('en')} rows`,
        seconds(result.full.ms),
        `${result.full.rowsPerSecond.toLocaleString('en')} rows/s`,
        `goal ${goalText(result.kind)}`,
        result.withinGoal ? 'met' : 'MISSED',
      ],
      [
        `${result.kind}:   database CPU`,
        cpu(result.full.dbCpuMs),
        result.dbCpuRowsPerSecond === null
          ? ''
          : `${result.dbCpuRowsPerSecond.toLocaleString('en')} rows/s at most`,
        `process CPU ${seconds(result.full.cpuMs)}`,
        '(all threads)',
      ],
      [
        `${result.kind}:   created/updated/rejected/warned`,
        `${result.full.created} / ${result.full.updated} / ${result.full.rejected} / ${result.full.warned}`,
        `parse + check only ${seconds(result.parseAndCheckMs)}`,
        '',
        '',
      ],
      [
        `${result.kind}:   × write floor`,
        `${result.ratioToWriteFloor}×`,
        `floor ${seconds(result.writeFloorMs)}`,
        `its database CPU ${cpu(result.writeFloorDbCpuMs)}`,
        '',
      ],
      [
        `${result.kind}:   × staged upsert`,
        `${result.ratioToStagedUpsert}×`,
        `staged ${seconds(result.stagedUpsertMs)}`,
        `its database CPU ${cpu(result.stagedUpsertDbCpuMs)}`,
        '',
      ],
      [
        `${result.kind}:   batched upsert, file read before`,
        seconds(result.batchedUpsertMs),
        `its database CPU ${cpu(result.batchedUpsertDbCpuMs)}`,
        '',
        '',
      ],
      [
        `${result.kind}:   × bare INSERT`,
        `${result.ratioToBulkInsert}×`,
        `bare ${seconds(result.baselineBulkInsertMs)}`,
        '',
        '',
      ],
      [
        `${result.kind}:   peak growth RSS / heap`,
        `${result.full.rssGrowthMb} / ${result.full.heapGrowthMb} MB`,
        `at ${result.quarter.rows.toLocaleString('en')} rows: ${result.quarter.rssGrowthMb} / ${result.quarter.heapGrowthMb} MB`,
        `(${seconds(result.quarter.ms)})`,
        '',
      ],
    ]);
    for (const row of table)
      console.log(row.map((cell, index) => (index === 0 ? cell.padEnd(48) : cell.padEnd(24))).join(' '));
  }
  if (strict && results.some((result) => !result.withinGoal)) process.exitCode = 1;
} finally {
  await rm(workDir, { recursive: true, force: true });
}
