// Writes docs/row-level-security.md from a throw-away database migrated to the latest migration.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../src/db/database';
import { rowLevelSecuritySummary } from '../src/db/row-level-security-summary';

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../drizzle');
const SUMMARY_FILE = path.resolve(import.meta.dirname, '../../docs/row-level-security.md');

const client = new PGlite();
try {
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await writeFile(SUMMARY_FILE, await rowLevelSecuritySummary(db as unknown as Database, MIGRATIONS_FOLDER));
  console.log(`Wrote ${path.relative(process.cwd(), SUMMARY_FILE)}`);
} finally {
  await client.close();
}
