import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgArray } from '../pg-array';

/** What a CSV cell can hold: anything but NUL, which the import refuses as a binary file. */
const cell = fc
  .oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom(
      '',
      ' ',
      'NULL',
      'null',
      '"',
      '\\',
      '\\"',
      '{}',
      '{a,b}',
      ',',
      'a"b\\c',
      'é漢字😀',
      '\t\n\r',
    ),
  )
  .filter((value) => !value.includes('\u0000'));

describe('pgArray', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(async () => {
    await db?.close();
  });

  const roundTrip = async <T>(literal: string, type: string): Promise<T> =>
    (await db.query<{ value: T }>(`select $1::${type} as value`, [literal])).rows[0]!.value;

  it('reads back as the same text values, nulls included, whatever they hold', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(cell, { nil: null }), { maxLength: 20 }), async (values) => {
        expect(await roundTrip(pgArray(values), 'text[]')).toEqual(values);
      }),
      { numRuns: 200 },
    );
  });

  it('carries numbers and JSON documents as the import writes them', async () => {
    expect(await roundTrip(pgArray([2, 10, 100_000]), 'int[]')).toEqual([2, 10, 100_000]);
    const documents = [{ plan: 'pro "gold"', path: 'C:\\x', note: '{a,b}' }, null, ['a', "it's"]];
    expect(
      await roundTrip(
        pgArray(documents.map((document) => (document === null ? null : JSON.stringify(document)))),
        'jsonb[]',
      ),
    ).toEqual(documents);
    expect(await roundTrip(pgArray([]), 'text[]')).toEqual([]);
  });
});
