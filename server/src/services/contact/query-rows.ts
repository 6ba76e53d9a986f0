import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

/** The rows of a raw statement; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
