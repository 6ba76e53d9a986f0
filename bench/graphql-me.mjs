#!/usr/bin/env node
// The signed-in request: the dashboard's `Me` query (the user, their role and their organisation)
// from one signed-in Admin, on PostgreSQL, as a ratio to bare graphql-yoga `{ hello }` measured
// in the same process, round by round. Goal: ≥ 0.8 × hello. The user is real: signed up in the
// real Firebase Auth Emulator, which the server verifies the ID token against.
//
//   node bench/graphql-me.mjs [--json] [--strict] [--rounds 3] [--seconds 8] [--warmup 2]
//                             [--connections 32] [--server DIR]
//
// The GraphQL rate limits are off (GRAPHQL_RATE_LIMIT_PER_USER=0, …_PER_IP=0): one person at
// thousands of operations a second is what the limits exist to stop, and each counted operation
// is an upsert of its own. A second server with the signed-in caller not kept between requests
// shows what the token cache alone gives. `--server DIR` measures another copy of server/ (a
// before/after). Without PostgreSQL it says so and exits 0 (1 with --strict). ~2 minutes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { median, round3, summarise } from './lib/load-figures.mjs';
import { helloBaseline, measurer } from './lib/load-servers.mjs';
import { countHttpRequestsTo, postgresStatementCounter } from './lib/wire-counters.mjs';

// The test kit and the server are TypeScript, run as tsx runs them.
register();
const { createThrowawayPostgres, createTestUser, startAuthEmulator } = await import('@hearback/testkit');

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const serverAt = process.argv.indexOf('--server');
const SERVER_DIR = path.resolve(
  serverAt >= 0 ? process.argv[serverAt + 1] : path.join(BENCH_DIR, '../server'),
);
// The baseline uses the server's own copies of graphql-yoga and pino.
const serverRequire = createRequire(path.join(SERVER_DIR, 'package.json'));
const { createSchema, createYoga } = serverRequire('graphql-yoga');
const pino = serverRequire('pino');

const GOAL = { ofHello: 0.8 };

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

/** The dashboard's own query (shared/src/operations/me.ts). */
const ME = `query Me {
  me {
    id email firstName lastName photoURL role lastActivity enabled verified organizationType
    organization { id name type widgetKey widgetToken }
    isCampaignNotificationEnabled isReportNotificationEnabled language
  }
}`;

const ask = async (url, token, query, variables) => {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hearback-app': 'dashboard',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) {
    throw new Error(`${query.split('\n')[0]}: HTTP ${response.status} ${JSON.stringify(body.errors)}`);
  }
  return body.data;
};

/**
 * The real server (rate limits off) twice: as configured, and with the signed-in caller read
 * from the database on every request (the caller cache off, the verified-token cache on). Two
 * more of each talk to PostgreSQL through a counter, for what one request costs.
 */
async function hearbackServers(databaseUrl, emulator) {
  const { createServer } = await import(path.join(SERVER_DIR, 'src/app.ts'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearback-bench-'));
  const statements = await postgresStatementCounter(databaseUrl);
  const start = (extra) =>
    createServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl,
      dataDir,
      firebaseProjectId: emulator.projectId,
      firebaseApiKey: 'demo-api-key',
      firebaseAuthEmulatorHost: emulator.host,
      seedDemo: false,
      // Warnings and errors only, on stderr: stdout carries the --json document.
      logger: pino({ name: 'hearback', level: 'warn' }, pino.destination(2)),
      uploadSigningSecret: 'bench-upload-signing-secret-0123456789abcdef',
      graphqlRateLimitPerUser: 0,
      graphqlRateLimitPerIp: 0,
      // No background jobs: their statements would be counted as the requests'.
      jobsWorker: false,
      ...extra,
    });
  // Older copies of server/ (--server) ignore the option and measure the same as `cached`.
  const callerCacheOff = { sessionCache: { callerMs: 0 } };
  const servers = {
    cached: await start({}),
    uncached: await start(callerCacheOff),
    countedCached: await start({ databaseUrl: statements.url }),
    countedUncached: await start({ databaseUrl: statements.url, ...callerCacheOff }),
  };

  // An Admin of an organisation: `me` then reads the user, the membership and the organisation.
  const account = await createTestUser(emulator, {
    email: `bench-${Date.now()}@bench.hearback.test`,
    password: 'password-1234',
    verified: true,
    displayName: 'Bench Admin',
  });
  await ask(servers.cached.url, account.idToken, '{ me { id } }');
  const { createOneOrganization } = await ask(
    servers.cached.url,
    account.idToken,
    'mutation ($organization: CreateOrganizationInput!) { createOneOrganization(organization: $organization) { id } }',
    { organization: { name: 'Bench Ltd' } },
  );
  /** The answer is the Admin's, with their organisation, on every server. */
  const check = async () => {
    for (const server of Object.values(servers)) {
      const { me } = await ask(server.url, account.idToken, ME);
      if (
        me.email !== account.email ||
        me.role !== 'Admin' ||
        me.organization?.id !== createOneOrganization.id
      ) {
        throw new Error(`me answered ${JSON.stringify(me)}`);
      }
    }
  };
  await check();
  const job = (server) => ({
    url: server.url,
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-hearback-app': 'dashboard',
      authorization: `Bearer ${account.idToken}`,
    },
    body: JSON.stringify({ query: ME }),
    connections,
  });
  return {
    me: job(servers.cached),
    meUncached: job(servers.uncached),
    check,
    /**
     * Per `me`, one after the other, once the token was seen: PostgreSQL statements and round
     * trips, and calls to the Auth Emulator.
     */
    async costPerRequest(which, requests = 200) {
      const server = which === 'cached' ? servers.countedCached : servers.countedUncached;
      const before = statements.counts();
      const calls = await countHttpRequestsTo(emulator.host, async () => {
        for (let i = 0; i < requests; i += 1) await ask(server.url, account.idToken, ME);
      });
      const after = statements.counts();
      const per = (count) => round3(count / requests);
      return {
        statements: per(after.statements - before.statements),
        roundTrips: per(after.roundTrips - before.roundTrips),
        emulatorCalls: per(calls),
      };
    },
    async close() {
      for (const server of Object.values(servers)) await server.close();
      await statements.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
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
  const emulator = await startAuthEmulator({ projectId: 'demo-hearback-bench' });
  opened.push({ close: () => emulator.stop() });
  const hello = await helloBaseline({ createSchema, createYoga }, connections);
  opened.push(hello);
  const hearback = await hearbackServers(database.url, emulator);
  opened.push(hearback);
  const cost = {
    me: await hearback.costPerRequest('cached'),
    meUncached: await hearback.costPerRequest('uncached'),
  };
  log(`per me: ${JSON.stringify(cost.me)}; caller cache off: ${JSON.stringify(cost.meUncached)}`);
  const runs = { hello: [], me: [], meUncached: [] };
  for (let round = 1; round <= rounds; round += 1) {
    log(`round ${round}`);
    runs.hello.push(await measure('hello', hello.job));
    runs.me.push(await measure('me', hearback.me));
    runs.meUncached.push(await measure('me, read', hearback.meUncached));
  }
  // Still the Admin's own answer after the load.
  await hearback.check();
  const ratios = (name) => {
    const ofHello = runs[name].map((run, i) => run.requestsPerSecond / runs.hello[i].requestsPerSecond);
    return {
      ofHello: round3(median(ofHello)),
      ofHelloSpread: [round3(Math.min(...ofHello)), round3(Math.max(...ofHello))],
    };
  };
  const me = { ...summarise(runs.me), ...ratios('me'), perRequest: cost.me };
  const meUncached = {
    ...summarise(runs.meUncached),
    ...ratios('meUncached'),
    perRequest: cost.meUncached,
  };
  report = {
    bench: 'graphql-me',
    machine: { cores: os.cpus().length, node: process.version, loadAverage: os.loadavg().map(round3) },
    settings: { rounds, connections, warmupSeconds: warmup, seconds },
    goal: GOAL,
    baselines: { hello: summarise(runs.hello) },
    me,
    meUncached,
  };
  report.goalMet = me.errors === 0 && me.non2xx === 0 && me.ofHello >= GOAL.ofHello;
} finally {
  for (const server of opened.reverse()) await server.close().catch((error) => log(String(error)));
  await database.drop();
}

if (json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const row = (name, r, extra = '') =>
    `${name.padEnd(34)} ${String(r.requestsPerSecond).padStart(6)} req/s [${r.spread.requestsPerSecond.join('–')}]   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms [${r.spread.p99.join('–')}]   errors ${r.errors}   non-2xx ${r.non2xx}${extra}`;
  const ratio = (r) =>
    `   ×hello ${r.ofHello} [${r.ofHelloSpread.join('–')}] (goal ≥ ${GOAL.ofHello})   per request ${r.perRequest.statements} statements, ${r.perRequest.roundTrips} round trips, ${r.perRequest.emulatorCalls} emulator calls`;
  console.log(`medians of ${rounds} rounds [min–max]`);
  console.log(row('bare yoga { hello }', report.baselines.hello));
  console.log(row('me, signed-in Admin', report.me, ratio(report.me)));
  console.log(row('me, caller read on every request', report.meUncached, ratio(report.meUncached)));
  console.log(`goal me ≥ ${GOAL.ofHello} × hello: ${report.goalMet ? 'met' : 'missed'}`);
}
if (strict && !report.goalMet) process.exitCode = 1;
