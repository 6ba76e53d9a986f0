import { describe, expect, it } from 'vitest';
import { checkCsv, sampleCsv } from '../lib/csv-analysis';
import { attributeKey, guessMapping, type ImportSettings } from '../lib/import-settings';
import { lineReader } from '../lib/upload-import';

const FILE = [
  'Email;Full name;Phone;User id;Country',
  'ann@example.com;Ann;+44 20 7946 0958;u-1;UK',
  'bad-address;Bob;;u-2;UK',
  'cat@example.com;Cat;020 7946 0959;u-3;UK',
  'ANN@example.com;Ann again;;u-4;UK',
  'dan@example.com;Dan;;u-1;FR',
  'eve@example.com;Eve;12;u-6;FR',
  '',
  'fay@example.com;Fay;;u-7;FR;surplus',
  '"gus@example.com;Gus',
].join('\n');

describe('reading a CSV in the browser', () => {
  it('samples the header, the delimiter and the first rows', async () => {
    const sample = await sampleCsv(FILE);
    expect(sample.delimiter).toBe(';');
    expect(sample.header).toEqual(['Email', 'Full name', 'Phone', 'User id', 'Country']);
    expect(sample.rows).toHaveLength(5);
    expect(sample.rows[0]).toEqual(['ann@example.com', 'Ann', '+44 20 7946 0958', 'u-1', 'UK']);
  });

  it('refuses an empty file with a sentence', async () => {
    await expect(sampleCsv('')).rejects.toThrow('The file is empty');
  });

  it('guesses the usual column names and keeps the others as attributes', () => {
    expect(guessMapping(['E-mail', 'Name', 'Mobile phone', 'customer_id', 'Country', 'Plan (2024)'])).toEqual(
      {
        email: 'E-mail',
        name: 'Name',
        phoneNumber: 'Mobile phone',
        externalId: 'customer_id',
        attributes: [
          { column: 'Country', key: 'Country' },
          { column: 'Plan (2024)', key: 'Plan _2024_' },
        ],
      },
    );
    expect(guessMapping(['who', 'what']).email).toBe('');
    expect(attributeKey('  #tag')).toBe('tag');
  });

  it('checks every row as the import will, with its reasons and row numbers', async () => {
    const sample = await sampleCsv(FILE);
    const settings: ImportSettings = {
      delimiter: sample.delimiter,
      defaultCountry: 'GB',
      mapping: {
        email: 'Email',
        name: 'Full name',
        phoneNumber: 'Phone',
        externalId: 'User id',
        attributes: [{ column: 'Country', key: 'country' }],
      },
    };
    const fractions: number[] = [];
    const check = await checkCsv(FILE, settings, sample.header, (fraction) => fractions.push(fraction));
    expect(check).toMatchObject({
      totalRows: 8,
      validRows: 3,
      invalidRows: 3,
      duplicateRows: 2,
      withoutPhoneRows: 1,
    });
    expect(check.issues.map((issue) => [issue.rowNumber, issue.reason])).toEqual([
      [3, 'E-mail "bad-address" is not a valid address.'],
      [5, 'E-mail "ann@example.com" is already in row 2.'],
      [6, 'External id "u-1" is already in row 2.'],
      [
        7,
        'Phone "12" is not a valid number of GB or in international form (+44 20 7946 0958). The contact will be imported without it.',
      ],
      [9, 'The row has 6 values but the header has 5 columns.'],
      [10, 'A quoted value is never closed, so the rest of the file was read into this row.'],
    ]);
    expect(fractions.at(-1)).toBe(1);
  });

  it("checks e-mail addresses with the server's rule: internationalised ones are taken", async () => {
    const file = [
      'Email,Phone',
      'björn@example.org,',
      'JOSÉ@correo.es,',
      'bjo\u0308rn@example.org,',
      'ada..lovelace@example.com,',
      'ada@example.com,+1 123 456 7890',
    ].join('\n');
    const settings: ImportSettings = {
      delimiter: ',',
      defaultCountry: null,
      mapping: { email: 'Email', name: null, phoneNumber: 'Phone', externalId: null, attributes: [] },
    };
    const check = await checkCsv(file, settings, ['Email', 'Phone']);
    expect(check).toMatchObject({
      totalRows: 5,
      validRows: 3,
      invalidRows: 1,
      duplicateRows: 1,
      withoutPhoneRows: 1,
    });
    expect(check.issues.map((issue) => [issue.rowNumber, issue.code, issue.reason])).toEqual([
      [4, 'DUPLICATE_EMAIL', 'E-mail "björn@example.org" is already in row 2.'],
      [5, 'EMAIL_INVALID', 'E-mail "ada..lovelace@example.com" is not a valid address.'],
      [
        6,
        'PHONE_DROPPED',
        'Phone "+1 123 456 7890" is well-formed (E.164) but not in an allocated range. The contact will be imported without it.',
      ],
    ]);
  });

  it('reads the streamed answer line by line, whatever the pieces it arrives in', () => {
    const lines: unknown[] = [];
    const read = lineReader((line) => lines.push(line));
    const answer =
      '{"type":"progress","rowsRead":0}\n{"type":"progress","rowsRead":2000}\n{"type":"done","import":{}}\n';
    read(answer.slice(0, 20));
    read(answer.slice(0, 50));
    read(answer);
    read(answer);
    expect(lines).toEqual([
      { type: 'progress', rowsRead: 0 },
      { type: 'progress', rowsRead: 2000 },
      { type: 'done', import: {} },
    ]);
  });
});
