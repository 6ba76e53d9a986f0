/**
 * A PostgreSQL array literal (`{"a","b",NULL}`) of the values, for a text parameter cast to an
 * array type (`$1::text[]`, `::jsonb[]`, `::int[]`). An import builds its columns this way where
 * it reads the file, off the database's thread: passed as JS arrays, the driver would build the
 * same text on that thread, one escape per value.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) literal += ',';
    const value = values[index];
    if (value === null || value === undefined) literal += 'NULL';
    else if (typeof value === 'number') literal += String(value);
    else literal += `"${value.replace(ESCAPED, '\\$&')}"`;
  }
  return `${literal}}`;
}

/** Inside a quoted element only the quote and the backslash are special. */
const ESCAPED = /["\\]/g;
