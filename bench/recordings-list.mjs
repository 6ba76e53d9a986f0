#!/usr/bin/env node
// The recordings inbox at 1,000,000 rows on PostgreSQL: server-side time of one page through
// the real service (services/recording/list-recordings.ts: the scoped transaction with
// SET LOCAL ROLE and the tenant settings, the product visibility check, the page query and the
// question look-up), called in-process so no HTTP or GraphQL parsing is counted.
//
//   node bench/recordings-list.mjs [--json] [--strict] [--rows 1000000] [--runs 40]
//
// Seeds a throw-away database with one multi-row INSERT … SELECT generate_series per 250,000
// rows (plus 200,000 rows of a second product, so the product's rows are not the whole table),
// ANALYZEs, then times each case `--runs` times after a warm-up and reports p50/p95 against the
// 30 ms goal (issue #4) and as a ratio of a baseline measured in the same process and the same
// path: the service reading ONE recording by primary key (`recording(id)`). The ratio survives a
// busy machine; the milliseconds do not. EXPLAIN (ANALYZE, BUFFERS) of each page query is kept
// in --json. --strict exits 1 when a default-sort page (first, or the 1000th by cursor) misses
// 30 ms p95. Needs PostgreSQL at 127.0.0.1:5432 (or HEARBACK_TEST_POSTGRES_URL).
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { createThrowawayPostgres } = await import('@hearback/testkit');
const { createDatabase } = await import('../server/src/db/database.ts');
const { seedCatalogue } = await import('../server/src/db/seed-catalogue.ts');
const { listRecordings, countRecordings, getRecording } = await import(
  '../server/src/services/recording/list-recordings.ts'
);

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? Number(args[at + 1]) : fallback;
};
const json = flag('--json');
const strict = flag('--strict');
const ROWS = option('--rows', 1_000_000);
const RUNS = option('--runs', 40);
const WARMUP = 5;
const GOAL_MS = 30;
const PAGE = 20;
const log = (...parts) => console.error(...parts);

const postgres = await createThrowawayPostgres();
if (!postgres) {
  log('No PostgreSQL server answered; set HEARBACK_TEST_POSTGRES_URL.');
  process.exit(2);
}
const handle = await createDatabase({ databaseUrl: postgres.url, dataDir: '/tmp/unused' });
// The server's own drizzle-orm, so `sql` builds queries its database object understands.
const serverRequire = createRequire(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/package.json'),
);
const { sql } = await import(pathToFileURL(serverRequire.resolve('drizzle-orm')).href);

try {
  await handle.migrate();
  await seedCatalogue(handle.db);
  const db = handle.db;
  const one = async (query) => {
    const result = await db.execute(query);
    return result.rows[0];
  };
  const organisationId = (
    await one(sql`insert into organisations (name, widget_key, widget_token, trial_ends_at)
      values ('Bench Ltd', 'bench-key-0001', 'token', now() + interval '14 days') returning id`)
  ).id;
  const platformId = (await one(sql`select id from platforms limit 1`)).id;
  const product = async (name) =>
    (
      await one(sql`insert into products (organisation_id, name, type, platform_id)
        values (${organisationId}, ${name}, 'Website', ${platformId}) returning id`)
    ).id;
  const productId = await product('Big shop');
  const otherId = await product('Other shop');

  // Five texts in rotation, one in 50 mentions a refund; purposes, labels and review state vary
  // independently; one row a second going back in time, so created_at is distinct and realistic.
  const seed = async (target, count, offset) => {
    const BATCH = 250_000;
    for (let from = 0; from < count; from += BATCH) {
      const to = Math.min(count, from + BATCH);
      await db.execute(sql`
        insert into recordings (organisation_id, product_id, idempotency_key, message_type, text,
          transcript, sentiment_score, sentiment_label, reviewed, created_at)
        select ${organisationId}, ${target}, 'seed-' || ${offset} + g,
          (array['LeaveMessage','PhoneCall','ProvideFeedback','CustomQuestion'])[1 + g % 4]::widget_purpose,
          case when g % 50 = 0 then 'I would like a refund for order ' || g
               else (array['Checkout was quick, thank you!','The delivery page would not load.',
                 'Fine, nothing special.','I love the new search.','Prices without tax are annoying.'])[1 + g % 5] end,
          case when g % 4 = 0 then 'Transcript of message ' || g else null end,
          s, case when s >= 0.05 then 'Positive' when s <= -0.05 then 'Negative' else 'Neutral' end::sentiment_label,
          g % 3 = 0,
          now() - (${offset} + g) * interval '1 second'
        from (select g, ((g::bigint * 7919) % 2001 - 1000) / 1000.0 as s from generate_series(${from + 1}::int, ${to}::int) g) rows`);
    }
  };
  log(`Seeding ${ROWS.toLocaleString('en')} recordings…`);
  let started = performance.now();
  await seed(productId, ROWS, 0);
  const seedSeconds = (performance.now() - started) / 1000;
  await seed(otherId, Math.min(200_000, ROWS), ROWS);
  await db.execute(sql`insert into product_sentiment (organisation_id, product_id, recordings_count)
    values (${organisationId}, ${productId}, ${ROWS})`);
  started = performance.now();
  await db.execute(sql`vacuum analyze recordings`);
  log(
    `  ${(ROWS / seedSeconds).toFixed(0)} rows/s inserted; vacuum analyze ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const caller = {
    id: '00000000-0000-4000-8000-000000000001',
    firebaseUid: 'bench',
    email: 'bench@example.com',
    organisationId,
    role: 'Admin',
    enabled: true,
    verified: true,
  };
  const ctx = { db, caller: async () => caller, confirmSession: async () => {} };

  // The anchor of page 1000 by cursor: the last row of page 999.
  const anchor = (await listRecordings(ctx, { productId, paging: { limit: 1, offset: 999 * PAGE - 1 } }))[0]
    .id;
  const filteredAnchor = (
    await listRecordings(ctx, {
      productId,
      filter: { messageType: 'ProvideFeedback' },
      paging: { limit: 1, offset: 999 * PAGE - 1 },
    })
  )[0].id;
  const someId = (await listRecordings(ctx, { productId, paging: { limit: 1, offset: 12345 } }))[0].id;

  const cases = [
    ['baseline: one recording by id', () => getRecording(ctx, { id: someId })],
    ['page 1, newest first', () => listRecordings(ctx, { productId, paging: { limit: PAGE } })],
    [
      'page 1000 by offset (19,980)',
      () => listRecordings(ctx, { productId, paging: { limit: PAGE, offset: 999 * PAGE } }),
    ],
    [
      'page 1000 by cursor (after)',
      () => listRecordings(ctx, { productId, paging: { limit: PAGE }, after: anchor }),
    ],
    [
      'filter purpose, page 1',
      () =>
        listRecordings(ctx, {
          productId,
          paging: { limit: PAGE },
          filter: { messageType: 'ProvideFeedback' },
        }),
    ],
    [
      'filter purpose, page 1000 by offset',
      () =>
        listRecordings(ctx, {
          productId,
          paging: { limit: PAGE, offset: 999 * PAGE },
          filter: { messageType: 'ProvideFeedback' },
        }),
    ],
    [
      'filter purpose, page 1000 by cursor',
      () =>
        listRecordings(ctx, {
          productId,
          paging: { limit: PAGE },
          after: filteredAnchor,
          filter: { messageType: 'ProvideFeedback' },
        }),
    ],
    [
      'filter unreviewed + Negative, page 1',
      () =>
        listRecordings(ctx, {
          productId,
          paging: { limit: PAGE },
          filter: { reviewed: false, sentimentLabel: 'Negative' },
        }),
    ],
    [
      'filter last 7 days, page 1',
      () =>
        listRecordings(ctx, {
          productId,
          paging: { limit: PAGE },
          filter: { from: new Date(Date.now() - 7 * 86_400_000) },
        }),
    ],
    [
      'search "refund" (ilike), page 1',
      () => listRecordings(ctx, { productId, paging: { limit: PAGE }, filter: { search: 'refund' } }),
    ],
    [
      'search "no such words" (ilike, no match)',
      () => listRecordings(ctx, { productId, paging: { limit: PAGE }, filter: { search: 'no such words' } }),
    ],
    [
      'search "no such words", last 7 days',
      () =>
        listRecordings(ctx, {
          productId,
          paging: { limit: PAGE },
          filter: { search: 'no such words', from: new Date(Date.now() - 7 * 86_400_000) },
        }),
    ],
    [
      'sort by sentiment, page 1',
      () =>
        listRecordings(ctx, {
          productId,
          paging: { limit: PAGE },
          sorting: [{ field: 'sentimentScore', direction: 'ASC' }],
        }),
    ],
    ['count, no filter', () => countRecordings(ctx, { productId })],
    [
      'count, filter purpose',
      () => countRecordings(ctx, { productId, filter: { messageType: 'ProvideFeedback' } }),
    ],
  ];

  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const results = [];
  for (const [name, run] of cases) {
    for (let i = 0; i < WARMUP; i++) await run();
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const rows = await run();
      times.push(performance.now() - t0);
      if (Array.isArray(rows) && rows.length === 0 && !name.includes('no such words'))
        throw new Error(`${name}: empty page`);
    }
    times.sort((a, b) => a - b);
    results.push({ name, p50: percentile(times, 50), p95: percentile(times, 95) });
    log(`  ${name}: p95 ${percentile(times, 95).toFixed(2)} ms`);
  }
  const baseline = results[0].p95;

  // The plan of the page query itself (as the table owner: the same plan, without RLS's
  // extra qual, which the organisation_id condition makes redundant).
  const explain = async (where, extra = sql``) =>
    (
      await db.execute(sql`explain (analyze, buffers, format text)
        select id from recordings where organisation_id = ${organisationId} and product_id = ${productId}
        ${where} order by created_at desc nulls last, id desc nulls last limit ${PAGE} ${extra}`)
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  const plans = {
    first: await explain(sql``),
    offset1000: await explain(sql``, sql`offset ${999 * PAGE}`),
    search: await explain(sql`and (text ilike '%refund%' or transcript ilike '%refund%')`),
    searchNoMatch: await explain(
      sql`and (text ilike '%no such words%' or transcript ilike '%no such words%')`,
    ),
  };

  const report = {
    rows: ROWS,
    seedRowsPerSecond: Math.round(ROWS / seedSeconds),
    goalMs: GOAL_MS,
    baselineP95Ms: baseline,
    cases: results.map((entry) => ({
      ...entry,
      ratioToBaseline: entry.p95 / baseline,
      meetsGoal: entry.p95 <= GOAL_MS,
    })),
    plans,
  };
  if (json) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(
      `\nRecordings inbox, ${ROWS.toLocaleString('en')} rows of one product, PostgreSQL, ${RUNS} runs each`,
    );
    console.log(
      'case'.padEnd(44),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'x base'.padStart(8),
      ' goal 30 ms',
    );
    for (const entry of report.cases) {
      console.log(
        entry.name.padEnd(44),
        entry.p50.toFixed(2).padStart(8),
        entry.p95.toFixed(2).padStart(8),
        entry.ratioToBaseline.toFixed(1).padStart(8),
        entry.name.startsWith('baseline') ? '' : entry.meetsGoal ? ' met' : ' MISSED',
      );
    }
    console.log(
      `\nseeding: ${report.seedRowsPerSecond.toLocaleString('en')} rows/s (multi-row INSERT … SELECT)`,
    );
  }
  const gate = report.cases.filter((entry) =>
    ['page 1, newest first', 'page 1000 by cursor (after)'].includes(entry.name),
  );
  if (strict && gate.some((entry) => !entry.meetsGoal)) process.exitCode = 1;
} finally {
  await handle.close();
  await postgres.drop();
}
