// What the benches that run the server's own code in this process share (export.mjs,
// segment-import.mjs): the server's TypeScript loaded through tsx, the command line, the
// server's drizzle-orm `sql`, a throw-away database of either kind with an organisation and
// products in it, and peak-memory sampling.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { createThrowawayPostgres } = await import('@hearback/testkit');
const { createDatabase } = await import('../../server/src/db/database.ts');
const { seedCatalogue } = await import('../../server/src/db/seed-catalogue.ts');

const serverRequire = createRequire(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/package.json'),
);
/** The server's own drizzle-orm, so queries built here are the ones its database takes. */
export const { sql } = await import(pathToFileURL(serverRequire.resolve('drizzle-orm')).href);

/** Progress goes to stderr, so stdout holds the report alone (`--json`). */
export const log = (...parts) => console.error(...parts);

/**
 * `--json`, `--strict`, `--db pglite|postgres|both` and the bench's own `--name value` options.
 * `--help` prints the comment at the top of the bench's file (`benchUrl`: its import.meta.url)
 * and exits before anything runs.
 */
export function commandLine(benchUrl, argv = process.argv.slice(2)) {
  if (argv.includes('--help') || argv.includes('-h')) {
    const source = readFileSync(fileURLToPath(benchUrl), 'utf8').split('\n');
    const header = source.slice(
      1,
      source.findIndex((line) => line.startsWith('import ')),
    );
    console.log(
      header
        .map((line) => line.replace(/^\/\/ ?/, ''))
        .join('\n')
        .trim(),
    );
    process.exit(0);
  }
  const flag = (name) => argv.includes(name);
  const option = (name, fallback) => {
    const at = argv.indexOf(name);
    return at >= 0 && argv[at + 1] ? argv[at + 1] : fallback;
  };
  const db = option('--db', 'both');
  return {
    flag,
    option,
    json: flag('--json'),
    strict: flag('--strict'),
    databases: db === 'both' ? ['pglite', 'postgres'] : [db],
  };
}

/** Peak growth of RSS and heap over `run`, sampled every 10 ms. */
export async function measured(run) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = performance.now();
  try {
    const result = await run();
    return {
      result,
      ms: performance.now() - started,
      rssGrowthMb: (peakRss - before.rss) / 1e6,
      heapGrowthMb: (peakHeap - before.heapUsed) / 1e6,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * A migrated throw-away database of `kind` with the catalogue and one organisation, or null (and
 * a line saying so) when no PostgreSQL answers. `close()` closes and throws it away.
 */
export async function openBenchDatabase(kind) {
  let handle;
  let drop;
  if (kind === 'postgres') {
    const postgres = await createThrowawayPostgres();
    if (!postgres) {
      log(`${kind}: no PostgreSQL server answered (set HEARBACK_TEST_POSTGRES_URL); skipped.`);
      return null;
    }
    handle = await createDatabase({ databaseUrl: postgres.url, dataDir: path.join(tmpdir(), 'unused') });
    drop = () => postgres.drop();
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-bench-pglite-'));
    handle = await createDatabase({ dataDir });
    drop = () => rm(dataDir, { recursive: true, force: true });
  }
  const close = async () => {
    await handle.close();
    await drop();
  };
  try {
    await handle.migrate();
    await seedCatalogue(handle.db);
    const db = handle.db;
    const one = async (query) => (await db.execute(query)).rows[0];
    const organisationId = (
      await one(sql`insert into organisations (name, widget_key, widget_token, trial_ends_at)
        values ('Bench Ltd', ${`bench-${randomUUID()}`}, 'token', now() + interval '14 days') returning id`)
    ).id;
    const platformId = (await one(sql`select id from platforms limit 1`)).id;
    /** A new product of the organisation; answers its id. */
    const newProduct = async (name) =>
      (
        await one(sql`insert into products (organisation_id, name, type, platform_id)
          values (${organisationId}, ${name}, 'Website', ${platformId}) returning id`)
      ).id;
    return { db, one, organisationId, newProduct, close };
  } catch (error) {
    await close();
    throw error;
  }
}
