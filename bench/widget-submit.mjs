#!/usr/bin/env node
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { median, round3, summarise } from './lib/load-figures.mjs';
import { closeServer, helloBaseline, listen, measurer } from './lib/load-servers.mjs';
import { postgresCpuMeter } from './lib/postgres-cpu.mjs';
import { seedWidgets } from './lib/seed-widgets.mjs';

// The test kit and the server are TypeScript, run as tsx runs them.
register();
const { createThrowawayPostgres } = await import('@hearback/testkit');

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
// --server DIR measures another copy of server/ (say, one without a change, for a before/after).
const serverAt = process.argv.indexOf('--server');
const SERVER_DIR = path.resolve(
  serverAt >= 0 ? process.argv[serverAt + 1] : path.join(BENCH_DIR, '../server'),
);
// The baselines use the server's own copies of graphql-yoga, pg and pino.
const serverRequire = createRequire(path.join(SERVER_DIR, 'package.json'));
const { createSchema, createYoga } = serverRequire('graphql-yoga');
const pg = serverRequire('pg');
const pino = serverRequire('pino');

const BUDGET = { requestsPerSecond: 1000, p99Ms: 100 };
/** Issue #14: each submission scenario at least half the bare INSERT's rate, p99 within 60 ms. */
const GOAL = { ofPgInsert: 0.5, p99Ms: 60 };
const LIMITED_KEYS = 64;
/** architecture.md's bare yoga `{ hello }` on this machine when nothing else runs. */
const QUIET_HELLO = 5400;

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? Number(args[at + 1]) : fallback;
};
const json = flag('--json');
const strict = flag('--strict');
const rounds = option('--rounds', 3);
const seconds = option('--seconds', 8);
const warmup = option('--warmup', 2);
const connections = option('--connections', 32);
const log = (...parts) => console.error(...parts);
const measure = measurer({ warmup, seconds, log });

const TEXTS = [
  'Checkout was quick and painless, thank you!',
  'The delivery page would not load and I gave up.',
  'Fine, nothing special.',
  'I love the new search, it finds everything.',
  'Prices are shown without tax until the last step, which is annoying.',
];

async function insertBaseline(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(
    'create table bench_items (id uuid primary key default gen_random_uuid(), idempotency_key text not null unique, body jsonb not null, created_at timestamptz not null default now())',
  );
  const server = http.createServer(async (req, res) => {
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const { rows } = await pool.query(
        'insert into bench_items (idempotency_key, body) values ($1, $2) on conflict do nothing returning id',
        [body.id, body],
      );
      const payload = JSON.stringify({ id: rows[0]?.id ?? body.id });
      res.writeHead(rows.length ? 201 : 200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
      });
      res.end(payload);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    }
  });
  const url = await listen(server);
  return {
    job: {
      url,
      method: 'POST',
      path: '/',
      headers: {},
      connections,
      submit: { targets: [{ key: 'x', product: 'x' }], distinctIps: false, text: TEXTS },
    },
    async close() {
      await closeServer(server);
      await pool.end();
    },
  };
}

/** The real server twice: rate limits off (one widget key), and the defaults (many keys). */
async function hearbackServers(databaseUrl) {
  const { createServer } = await import(path.join(SERVER_DIR, 'src/app.ts'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearback-bench-'));
  const start = (limits) =>
    createServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl,
      dataDir,
      firebaseProjectId: 'demo-hearback-bench',
      firebaseApiKey: 'bench',
      seedDemo: false,
      // Warnings and errors only, on stderr: stdout carries the --json document.
      logger: pino({ name: 'hearback', level: 'warn' }, pino.destination(2)),
      uploadSigningSecret: 'bench-upload-signing-secret-0123456789abcdef',
      ...limits,
    });
  // Rate limits off, as WIDGET_RATE_LIMIT_PER_IP=0 WIDGET_RATE_LIMIT_PER_KEY=0 set them.
  const open = await start({ widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0 });
  // The defaults (60/min per address, 6000/min per key) behind one trusted proxy.
  const limited = await start({ trustedProxyHops: 1 });
  const widgets = await seedWidgets(SERVER_DIR, open.database.db, LIMITED_KEYS);
  const job = (server, submit) => ({
    url: server.url,
    method: 'POST',
    path: '/',
    headers: {},
    connections,
    submit,
    // What autovacuum does on a real server while it runs: this machine's PostgreSQL has it off,
    // and without statistics the planner finds a visitor's contact by walking the product's
    // contacts (mixed visitors fell from ~1,100 to ~300 req/s as they grew).
    afterWarmup: () => open.database.db.execute(serverRequire('drizzle-orm').sql`analyze`),
  });
  return {
    // Every submission to one product of one key: the worst case for the product's totals, and
    // one visitor's e-mail on all of them: the worst case for their contact.
    submit: job(open, { targets: widgets.slice(0, 1), distinctIps: false, text: TEXTS }),
    // The same product, each visitor's own e-mail, one in four a visitor writing again: new
    // contacts made, known ones found unchanged.
    mixed: job(open, { targets: widgets.slice(0, 1), distinctIps: false, text: TEXTS, mixedVisitors: true }),
    // Each request its own address and the next of 64 keys: no bucket reaches its limit, so
    // this is the counters' cost. One key alone is throttled at 100/s by design.
    limited: job(limited, { targets: widgets, distinctIps: true, text: TEXTS }),
    database: open.database.db,
    /** The running totals must equal what was stored, whatever the concurrency. */
    async totalsCheck() {
      const { sql } = serverRequire('drizzle-orm');
      const { rows } = await open.database.db.execute(sql`select
        (select count(*) from recordings)::int as recordings,
        (select coalesce(sum(recordings_count), 0) from product_sentiment)::int as totals,
        (select count(*) from recordings where sentiment_score is not null)::int as scored,
        (select coalesce(sum(sentiment_count), 0) from product_sentiment)::int as "scoredTotals"`);
      return rows[0];
    },
    async close() {
      await open.close();
      await limited.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Wraps `measure` to read, over the measured seconds only (from the end of the warm-up), the CPU
 * time of this process (the server; the baselines sit idle meanwhile) and of PostgreSQL's
 * backends for the database (when it runs on this machine), per stored submission.
 */
async function submissionCpu(hearback) {
  const meter = await postgresCpuMeter(async () =>
    (
      await hearback.database.execute(
        serverRequire('drizzle-orm').sql`select pid from pg_stat_activity where datname = current_database()`,
      )
    ).rows.map((row) => row.pid),
  );
  return async (measure, name, job) => {
    let start;
    const result = await measure(name, {
      ...job,
      afterWarmup: async () => {
        await job.afterWarmup?.();
        start = { server: process.cpuUsage(), postgres: meter ? await meter.read() : null };
      },
    });
    const requests = result.requestsPerSecond * seconds;
    const server = process.cpuUsage(start.server);
    const postgres = meter ? meter.spent(start.postgres, await meter.read()) : null;
    return {
      ...result,
      cpuMs: {
        server: (server.user + server.system) / 1000 / requests,
        postgres: postgres === null ? null : postgres / requests,
      },
    };
  };
}

/**
 * Median CPU milliseconds per submission, and what they make a core worth: the submissions one
 * core serves when it runs both the server's share and PostgreSQL's.
 */
function cpuFigures(runs) {
  const server = median(runs.map((run) => run.cpuMs.server));
  const postgres = runs.some((run) => run.cpuMs.postgres === null)
    ? null
    : median(runs.map((run) => run.cpuMs.postgres));
  return {
    serverMs: round3(server),
    postgresMs: postgres === null ? null : round3(postgres),
    perCore: postgres === null ? null : Math.round(1000 / (server + postgres)),
  };
}

const database = await createThrowawayPostgres();
if (!database) {
  log('PostgreSQL does not answer at 127.0.0.1:5432 (HEARBACK_TEST_POSTGRES_URL): nothing measured.');
  process.exit(strict ? 1 : 0);
}
let report;
const opened = [];
try {
  log(
    `${rounds} rounds; per run ${warmup} s warm-up + ${seconds} s measured, ${connections} connections; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  const hello = await helloBaseline({ createSchema, createYoga }, connections);
  opened.push(hello);
  const insert = await insertBaseline(database.url);
  opened.push(insert);
  const hearback = await hearbackServers(database.url);
  opened.push(hearback);
  const cpuPerSubmission = await submissionCpu(hearback);
  const runs = { hello: [], pgInsert: [], submit: [], mixed: [], limited: [] };
  for (let round = 1; round <= rounds; round += 1) {
    log(`round ${round}`);
    runs.hello.push(await measure('hello', hello.job));
    runs.pgInsert.push(await measure('pg-insert', insert.job));
    runs.submit.push(await cpuPerSubmission(measure, 'submit', hearback.submit));
    runs.mixed.push(await cpuPerSubmission(measure, 'mixed', hearback.mixed));
    runs.limited.push(await cpuPerSubmission(measure, 'limited', hearback.limited));
  }
  const ratios = (name) => {
    const ofHello = runs[name].map((run, i) => run.requestsPerSecond / runs.hello[i].requestsPerSecond);
    const ofPgInsert = runs[name].map((run, i) => run.requestsPerSecond / runs.pgInsert[i].requestsPerSecond);
    return {
      ofHello: round3(median(ofHello)),
      ofPgInsert: round3(median(ofPgInsert)),
      ofPgInsertSpread: [round3(Math.min(...ofPgInsert)), round3(Math.max(...ofPgInsert))],
      ofHelloSpread: [round3(Math.min(...ofHello)), round3(Math.max(...ofHello))],
      // What the ratio means on the quiet machine of architecture.md.
      scaledRequestsPerSecond: Math.round(median(ofHello) * QUIET_HELLO),
    };
  };
  const submit = { ...summarise(runs.submit), ...ratios('submit'), cpu: cpuFigures(runs.submit) };
  const mixed = { ...summarise(runs.mixed), ...ratios('mixed'), cpu: cpuFigures(runs.mixed) };
  const limited = {
    ...summarise(runs.limited),
    ...ratios('limited'),
    cpu: cpuFigures(runs.limited),
    keys: LIMITED_KEYS,
  };
  report = {
    bench: 'widget-submit',
    machine: { cores: os.cpus().length, node: process.version, loadAverage: os.loadavg().map(round3) },
    settings: { rounds, connections, warmupSeconds: warmup, seconds },
    budget: { ...BUDGET, quietHello: QUIET_HELLO },
    baselines: { hello: summarise(runs.hello), pgInsert: summarise(runs.pgInsert) },
    submit,
    mixed,
    limited,
    totalsCheck: await hearback.totalsCheck(),
  };
  const clean = submit.errors === 0 && submit.non2xx === 0;
  report.withinBudget = {
    measured: clean && submit.requestsPerSecond >= BUDGET.requestsPerSecond && submit.p99 <= BUDGET.p99Ms,
    // The throughput as a share of the machine; p99 is not scaled and is reported as measured.
    scaled: clean && submit.scaledRequestsPerSecond >= BUDGET.requestsPerSecond,
  };
  const meetsGoal = (r) => r.ofPgInsert >= GOAL.ofPgInsert && r.p99 <= GOAL.p99Ms && r.errors === 0;
  report.goal = {
    ...GOAL,
    submit: meetsGoal(submit),
    mixed: meetsGoal(mixed),
    limited: meetsGoal(limited),
  };
  report.totalsExact =
    report.totalsCheck.recordings === report.totalsCheck.totals &&
    report.totalsCheck.scored === report.totalsCheck.scoredTotals;
} finally {
  for (const server of opened.reverse()) await server.close().catch((error) => log(String(error)));
  await database.drop();
}

if (json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const row = (name, r, extra = '') =>
    `${name.padEnd(30)} ${String(r.requestsPerSecond).padStart(6)} req/s [${r.spread.requestsPerSecond.join('–')}]   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms [${r.spread.p99.join('–')}]   errors ${r.errors}   non-2xx ${r.non2xx}${extra}`;
  const ratio = (r) =>
    `   ×hello ${r.ofHello} [${r.ofHelloSpread.join('–')}]   ×insert ${r.ofPgInsert} [${r.ofPgInsertSpread.join('–')}] (goal ≥ ${GOAL.ofPgInsert})   p99 goal ≤ ${GOAL.p99Ms} ms   scaled ${r.scaledRequestsPerSecond} req/s`;
  console.log(`medians of ${rounds} rounds [min–max]`);
  console.log(row('bare yoga { hello }', report.baselines.hello));
  console.log(row('bare pg INSERT', report.baselines.pgInsert));
  console.log(row('submit, limits off, 1 visitor', report.submit, ratio(report.submit)));
  console.log(row('submit, limits off, mixed visitors', report.mixed, ratio(report.mixed)));
  console.log(row(`submit, default limits, ${LIMITED_KEYS} keys`, report.limited, ratio(report.limited)));
  for (const [name, r] of [
    ['1 visitor', report.submit],
    ['mixed visitors', report.mixed],
    ['default limits', report.limited],
  ]) {
    console.log(
      `CPU per submission, ${name}: server ${r.cpu.serverMs} ms, PostgreSQL ${r.cpu.postgresMs ?? '(not on this machine)'} ms${r.cpu.perCore ? ` → ${r.cpu.perCore} submissions/s per core` : ''}`,
    );
  }
  console.log(
    `totals: ${report.totalsCheck.recordings} recordings (${report.totalsCheck.scored} scored), totals say ${report.totalsCheck.totals} (${report.totalsCheck.scoredTotals}): ${report.totalsExact ? 'exact' : 'WRONG'}`,
  );
  const met = (ok) => (ok ? 'met' : 'missed');
  console.log(
    `goal ≥ ${GOAL.ofPgInsert}× bare INSERT, p99 ≤ ${GOAL.p99Ms} ms: 1 visitor ${met(report.goal.submit)}, mixed visitors ${met(report.goal.mixed)}, default limits ${met(report.goal.limited)}`,
  );
  console.log(
    `budget ≥ ${BUDGET.requestsPerSecond} req/s, p99 ≤ ${BUDGET.p99Ms} ms: measured ${report.withinBudget.measured ? 'met' : 'missed'}; scaled to a quiet machine (hello ${QUIET_HELLO} req/s) ${report.withinBudget.scaled ? 'met' : 'missed'}`,
  );
}
if (strict && (!report.withinBudget.scaled || !report.totalsExact)) process.exitCode = 1;
