import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { rowsOf } from '../../../src/jobs/queue-role';

/** A table's columns (in order) and every row, each as the database's own JSON of it. */
export interface TableContents {
  columns: string[];
  rows: Record<string, unknown>[];
}

/** Every table of the public schema by name, with its columns and rows. */
export async function readTables(db: Database): Promise<Map<string, TableContents>> {
  const columns = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const tables = new Map<string, TableContents>();
  for (const { table, column } of columns) {
    const contents = tables.get(table) ?? { columns: [], rows: [] };
    contents.columns.push(column);
    tables.set(table, contents);
  }
  for (const [table, contents] of tables) {
    contents.rows = rowsOf<{ row: Record<string, unknown> }>(
      await db.execute(sql`select to_jsonb(t) as row from ${sql.identifier(table)} t`),
    ).map(({ row }) => row);
  }
  return tables;
}

export const rowCounts = (tables: Map<string, TableContents>): Record<string, number> =>
  Object.fromEntries([...tables].map(([table, contents]) => [table, contents.rows.length]));

/** One row as text, restricted to `columns`, keys in that order: equal rows, equal text. */
const rowText = (row: Record<string, unknown>, columns: string[]) =>
  JSON.stringify(columns.map((column) => [column, row[column] ?? null]));

/**
 * The rows of `before` that `after` no longer holds (lost) and the rows `after` holds in
 * addition (gained), compared on the columns `before` had, apart from `ignoring`. Columns a
 * later migration added are not compared: a row keeps its identity and its old values.
 */
export function rowDifference(
  before: TableContents,
  after: TableContents,
  ignoring: string[] = [],
): { lost: string[]; gained: string[] } {
  const columns = before.columns.filter((column) => !ignoring.includes(column));
  const remaining = new Map<string, number>();
  for (const row of after.rows) {
    const text = rowText(row, columns);
    remaining.set(text, (remaining.get(text) ?? 0) + 1);
  }
  const lost: string[] = [];
  for (const row of before.rows) {
    const text = rowText(row, columns);
    const count = remaining.get(text) ?? 0;
    if (count === 0) lost.push(text);
    else remaining.set(text, count - 1);
  }
  const gained = [...remaining].flatMap(([text, count]) => Array<string>(count).fill(text));
  return { lost, gained };
}
