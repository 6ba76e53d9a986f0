#!/usr/bin/env node
import { performance } from 'node:perf_hooks';
import { commandLine, log, sql } from './lib/in-process.mjs';

const { createThrowawayPostgres } = await import('@hearback/testkit');
const { createDatabase } = await import('../server/src/db/database.ts');
const { seedCatalogue } = await import('../server/src/db/seed-catalogue.ts');
const { listRecordings, countRecordings } = await import(
  '../server/src/services/recording/list-recordings.ts'
);
const { productThemes } = await import('../server/src/services/insights/themes.ts');
const { productSentimentTrend } = await import('../server/src/services/insights/sentiment-trend.ts');
const { sweepOrganisationTerms } = await import('../server/src/services/insights/sweep-terms.ts');
const { themeCondition, themeOnlyCount } = await import('../server/src/services/insights/theme-filter.ts');
const { withScope } = await import('../server/src/db/scope.ts');

const { option, json } = commandLine(import.meta.url);
const ROWS = Number(option('--rows', 1_000_000));
const RUNS = Number(option('--runs', 20));
const WARMUP = 3;
const PAGE = 20;
const DAY_MS = 86_400_000;

const postgres = await createThrowawayPostgres();
if (!postgres) {
  log('No PostgreSQL server answered; set HEARBACK_TEST_POSTGRES_URL.');
  process.exit(2);
}
const handle = await createDatabase({ databaseUrl: postgres.url, dataDir: '/tmp/unused' });

const TOPICS = [
  'checkout',
  'search',
  'delivery',
  'login',
  'password reset',
  'payment',
  'refund',
  'app',
  'website',
  'support team',
  'price',
  'discount code',
  'order tracking',
  'cart',
  'wishlist',
  'newsletter',
  'account page',
  'size guide',
  'return policy',
  'shipping cost',
  'mobile app',
  'dark mode',
  'notification',
  'invoice',
  'subscription',
  'customer service',
  'product page',
  'photo',
  'review',
  'filter',
  'sort order',
  'language',
  'currency',
  'coupon',
  'gift card',
  'live chat',
  'email',
  'delivery time',
  'packaging',
  'stock level',
];
const JUDGEMENTS = [
  'slow',
  'broken',
  'great',
  'confusing',
  'fast',
  'expensive',
  'cheap',
  'helpful',
  'useless',
  'buggy',
  'perfect',
  'annoying',
  'hidden',
  'missing',
  'wrong',
  'late',
  'easy',
  'hard to find',
  'clear',
  'unclear',
  'too small',
  'laggy',
  'excellent',
  'fine',
  'awful',
  'amazing',
  'outdated',
  'beautiful',
  'ugly',
  'reliable',
  'unreliable',
  'secure',
  'crashing',
  'frozen',
  'smooth',
  'clunky',
  'intuitive',
  'simple',
  'overpriced',
  'generous',
];
const OPENERS = ['The', 'My', 'Your', 'This', 'Honestly the', 'Today the'];
const VERBS = ['is', 'was', 'seems', 'looks', 'feels', 'keeps being', 'has been'];
const ASKS = [
  'Please fix the',
  'I love the',
  'Thanks for the',
  'Why is there no',
  'Could you improve the',
  'Nobody answered about the',
  'I could not use the',
  'Really like the',
];
const array = (values) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);
// Skewed picks: a few topics and judgements are much more common than the rest, as in real feedback.
const skewed = (values, salt) =>
  sql`(${array(values)})[1 + floor(${values.length}::int * power(random(), ${salt}::float8))::int]`;

try {
  await handle.migrate();
  await seedCatalogue(handle.db);
  const db = handle.db;
  const one = async (query) => (await db.execute(query)).rows[0];
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

  await db.execute(sql`select setseed(0.42)`);
  const seed = async (target, count, offset) => {
    const BATCH = 100_000;
    const spacingSeconds = (365 * 86_400) / count;
    for (let from = 0; from < count; from += BATCH) {
      const to = Math.min(count, from + BATCH);
      const sentence = sql`${skewed(OPENERS, 1)} || ' ' || ${skewed(TOPICS, 2)} || ' ' || ${skewed(VERBS, 1)}
        || ' ' || ${skewed(JUDGEMENTS, 2)} || '. ' || ${skewed(ASKS, 1)} || ' ' || ${skewed(TOPICS, 1.5)}
        || ' item' || to_hex(floor(random() * 20000)::int) || '.'`;
      await db.execute(sql`
        insert into recordings (organisation_id, product_id, idempotency_key, message_type, text,
          transcript, sentiment_score, sentiment_label, reviewed, created_at)
        select ${organisationId}, ${target}, 'seed-' || ${offset} + g,
          (case when voice then 'LeaveMessage' else 'ProvideFeedback' end)::widget_purpose,
          case when voice then null else words end,
          case when voice then words else null end,
          s, case when s >= 0.05 then 'Positive' when s <= -0.05 then 'Negative' else 'Neutral' end::sentiment_label,
          g % 3 = 0,
          now() - (${offset} + g) * ${spacingSeconds}::float8 * interval '1 second'
        from (select g, g % 8 = 0 as voice, ${sentence} as words,
                round((random() * 2 - 1)::numeric, 3)::real as s
              from generate_series(${from + 1}::int, ${to}::int) g) rows`);
    }
  };
  log(
    `Seeding ${ROWS.toLocaleString('en')} recordings (+ ${Math.min(100_000, ROWS).toLocaleString('en')} of another product)…`,
  );
  let started = performance.now();
  await seed(productId, ROWS, 0);
  await seed(otherId, Math.min(100_000, ROWS), ROWS);
  await db.execute(sql`insert into product_sentiment (organisation_id, product_id, recordings_count)
    values (${organisationId}, ${productId}, ${ROWS})`);
  const seedSeconds = (performance.now() - started) / 1000;
  log(`  seeded in ${seedSeconds.toFixed(0)} s`);

  // What autovacuum would have done by the time the sweep runs on a real server.
  await db.execute(sql`analyze recordings`);
  await db.execute(sql`analyze recording_terms`);
  log('Counting their terms with the sweep…');
  started = performance.now();
  const swept = await sweepOrganisationTerms(db, organisationId);
  const sweepSeconds = (performance.now() - started) / 1000;
  log(
    `  ${swept.toLocaleString('en')} recordings in ${sweepSeconds.toFixed(0)} s (${(swept / sweepSeconds).toFixed(0)}/s)`,
  );
  started = performance.now();
  await db.execute(sql`vacuum analyze recordings`);
  await db.execute(sql`vacuum analyze recording_terms`);
  await db.execute(sql`vacuum analyze product_term_days`);
  await db.execute(sql`vacuum analyze product_terms`);
  log(`  vacuum analyze ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const sizes = await one(sql`select
      (select count(*) from product_term_days)::int as day_rows,
      (select count(*) from product_terms)::int as term_rows,
      pg_total_relation_size('recording_terms') as recording_terms_bytes,
      pg_total_relation_size('product_term_days') as term_days_bytes,
      pg_total_relation_size('product_terms') as terms_bytes,
      pg_total_relation_size('recordings') as recordings_bytes`);

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
  const since = (days) => new Date(Date.now() - days * DAY_MS);

  const top = await productThemes(ctx, { productId, limit: 10 });
  const common = top[0].phrase;
  // A rare theme: an item code of the tail, a few dozen recordings in a year.
  const rare = (
    await one(sql`select term from product_terms where organisation_id = ${organisationId}
      and product_id = ${productId} and term like 'item%' and strpos(term, ' ') = 0
      order by documents, term limit 1`)
  ).term;
  const rareCount = await countRecordings(ctx, { productId, filter: { theme: rare } });
  const commonCount = await countRecordings(ctx, { productId, filter: { theme: common } });
  log(`  top themes (30 days): ${top.map((theme) => `${theme.phrase} (${theme.recordings})`).join(', ')}`);
  log(`  theme filter cases: "${common}" (${commonCount} recordings), "${rare}" (${rareCount})`);

  // Fresh feedback for the incremental case: 500 recordings, one sweep batch.
  const fresh = async () => {
    await db.execute(sql`
      insert into recordings (organisation_id, product_id, idempotency_key, message_type, text, created_at)
      select ${organisationId}, ${productId}, 'fresh-' || gen_random_uuid(), 'ProvideFeedback',
        'The checkout page is slow. Please fix the delivery time item' || g || '.', now()
      from generate_series(1, 500) g`);
  };

  const cases = [
    [
      'baseline: recordings page 1, newest first',
      () => listRecordings(ctx, { productId, paging: { limit: PAGE } }),
    ],
    ['themes, last 7 days', () => productThemes(ctx, { productId, from: since(7) })],
    ['themes, last 30 days', () => productThemes(ctx, { productId })],
    ['themes, last 90 days', () => productThemes(ctx, { productId, from: since(90) })],
    ['themes, last 365 days', () => productThemes(ctx, { productId, from: since(365) })],
    ['sentiment trend, 13 weeks', () => productSentimentTrend(ctx, { productId, timeZone: 'Europe/London' })],
    [
      `theme filter "${common}", page 1`,
      () => listRecordings(ctx, { productId, paging: { limit: PAGE }, filter: { theme: common } }),
    ],
    [`theme filter "${common}", count`, () => countRecordings(ctx, { productId, filter: { theme: common } })],
    [
      `theme filter "${common}", count from the running count`,
      () =>
        withScope(db, { organisationId }, (tx) =>
          themeOnlyCount(tx, organisationId, productId, { theme: common }),
        ),
    ],
    [
      `theme filter "${rare}" (rare), page 1`,
      () => listRecordings(ctx, { productId, paging: { limit: PAGE }, filter: { theme: rare } }),
    ],
    [
      `theme filter "${rare}" (rare), count`,
      () => countRecordings(ctx, { productId, filter: { theme: rare } }),
    ],
    ['sweep, nothing new', () => sweepOrganisationTerms(db, organisationId)],
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
      if (Array.isArray(rows) && rows.length === 0) throw new Error(`${name}: empty answer`);
    }
    times.sort((a, b) => a - b);
    results.push({ name, p50: percentile(times, 50), p95: percentile(times, 95) });
    log(`  ${name}: p95 ${percentile(times, 95).toFixed(2)} ms`);
  }
  // The sweep's batch of 500 fresh recordings, each run with its own new rows.
  {
    const times = [];
    for (let i = 0; i < Math.max(5, Math.round(RUNS / 4)); i++) {
      await fresh();
      const t0 = performance.now();
      const count = await sweepOrganisationTerms(db, organisationId);
      times.push(performance.now() - t0);
      if (count !== 500) throw new Error(`sweep of 500 fresh recordings swept ${count}`);
    }
    times.sort((a, b) => a - b);
    results.push({
      name: 'sweep, 500 new recordings',
      p50: percentile(times, 50),
      p95: percentile(times, 95),
    });
  }
  const baseline = results[0].p95;

  // The plans as the service runs them: as hearback_app in the organisation's scope.
  const explain = (query) =>
    withScope(db, { organisationId }, async (tx) =>
      (await tx.execute(sql`explain (analyze, buffers, format text) ${query}`)).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n'),
    );
  const themePage = (theme) =>
    explain(sql`select id from recordings where organisation_id = ${organisationId}
      and product_id = ${productId} and ${themeCondition(productId, theme)}
      order by created_at desc nulls last, id desc nulls last limit ${PAGE}`);
  const plans = {
    themeFilterCommon: await themePage(common),
    themeFilterRare: await themePage(rare),
    themes30Days: await explain(sql`select term, sum(documents)::int from product_term_days
      where organisation_id = ${organisationId} and product_id = ${productId}
        and day >= ${since(30).toISOString().slice(0, 10)}::date group by term`),
  };

  const report = {
    rows: ROWS,
    sweep: { recordings: swept, seconds: sweepSeconds, perSecond: Math.round(swept / sweepSeconds) },
    sizes,
    themes: {
      top30Days: top,
      common: { theme: common, recordings: commonCount },
      rare: { theme: rare, recordings: rareCount },
    },
    baselineP95Ms: baseline,
    cases: results.map((entry) => ({ ...entry, ratioToBaseline: entry.p95 / baseline })),
    plans,
  };
  if (json) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(
      `\nThemes, ${ROWS.toLocaleString('en')} recordings of one product over 365 days, PostgreSQL, ${RUNS} runs each`,
    );
    console.log('case'.padEnd(48), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'x page 1'.padStart(9));
    for (const entry of report.cases) {
      console.log(
        entry.name.padEnd(48),
        entry.p50.toFixed(2).padStart(8),
        entry.p95.toFixed(2).padStart(8),
        entry.ratioToBaseline.toFixed(1).padStart(9),
      );
    }
    const mb = (bytes) => `${(Number(bytes) / 1048576).toFixed(0)} MB`;
    console.log(
      `\nsweep: ${swept.toLocaleString('en')} recordings in ${sweepSeconds.toFixed(0)} s (${report.sweep.perSecond.toLocaleString('en')}/s)`,
    );
    console.log(
      `tables: product_term_days ${sizes.day_rows.toLocaleString('en')} rows (${mb(sizes.term_days_bytes)}), product_terms ${sizes.term_rows.toLocaleString('en')} rows (${mb(sizes.terms_bytes)}), recording_terms ${mb(sizes.recording_terms_bytes)}; recordings ${mb(sizes.recordings_bytes)}`,
    );
  }
} finally {
  await handle.close();
  await postgres.drop();
}
