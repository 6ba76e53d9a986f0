import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedBatchesInWorker } from '../batch-reader-thread';
import { type CheckedBatch, checkedBatches, type ReadSettings } from '../checked-batches';

const HEADER = ['Email', 'Name', 'Phone', 'User id', 'Plan'];
const settings: ReadSettings = {
  delimiter: ',',
  header: HEADER,
  mapping: {
    email: 'Email',
    name: 'Name',
    phoneNumber: 'Phone',
    externalId: 'User id',
    attributes: [{ column: 'Plan', key: 'plan' }],
  },
  defaultCountry: 'GB',
  batchRows: 40,
};

/** 250 rows: good ones, bad e-mails and phones, repeated e-mails and ids, a broken quote at the end. */
function csv(): string {
  const lines = [HEADER.join(',')];
  for (let index = 0; index < 250; index += 1) {
    const email =
      index % 23 === 5
        ? `user${index - 1}@example.com`
        : index % 31 === 7
          ? 'not-an-address'
          : `user${index}@example.com`;
    const phone = index % 5 === 0 ? '020 7946 0958' : index % 37 === 3 ? '12' : '';
    const id = index % 41 === 9 ? 'u-1' : `u-${index}`;
    lines.push(`${email},"User ${index}, ""Jr.""",${phone},${id},${index % 2 ? 'pro' : ''}`);
    if (index === 100) lines.push('');
  }
  lines.push('last@example.com,"Never closed,,u-x,pro');
  return `${lines.join('\r\n')}\r\n`;
}

/** A batch with its rows read, so batches from either side compare as data. */
const plain = (batch: CheckedBatch) => ({
  ...batch,
  accepted: { ...batch.accepted, rows: batch.accepted.rows() },
});

async function all(batches: AsyncIterable<CheckedBatch>) {
  const read = [];
  for await (const batch of batches) read.push(plain(batch));
  return read;
}

describe('checked batches', () => {
  let folder: string;
  let file: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'checked-batches-'));
    file = path.join(folder, 'contacts.csv');
    await writeFile(file, csv());
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const inThisThread = () => all(checkedBatches(createReadStream(file, { highWaterMark: 1024 }), settings));

  it('gathers checked rows into batches of at most batchRows accepted or rejected rows', async () => {
    const batches = await inThisThread();
    const last = batches.at(-1)!;
    expect(last.rowsRead).toBe(251);
    expect(last.bytesRead).toBe(Buffer.byteLength(csv()));
    for (const batch of batches) {
      expect(batch.accepted.count).toBeLessThanOrEqual(settings.batchRows);
      expect(batch.rejected.count).toBeLessThanOrEqual(settings.batchRows);
      expect(batch.accepted.rows).toHaveLength(batch.accepted.count);
    }
    const accepted = batches.flatMap((batch) => batch.accepted.rows);
    const rejected = batches.reduce((sum, batch) => sum + batch.rejected.count, 0);
    expect(accepted.length + rejected).toBe(251);
    // The first row wins; the blank line after row 100 is counted in the row numbers.
    expect(accepted[0]).toMatchObject({
      rowNumber: 2,
      contact: {
        email: 'user0@example.com',
        name: 'User 0, "Jr."',
        phoneNumber: '+442079460958',
        externalId: 'u-0',
      },
    });
    const codes = batches.map((batch) => batch.rejected.codes).join('');
    for (const code of ['EMAIL_INVALID', 'DUPLICATE_EMAIL', 'DUPLICATE_EXTERNAL_ID', 'QUOTES']) {
      expect(codes).toContain(code);
    }
    // A phone number that is not valid is left out, with a warning: the row is imported.
    expect(codes).not.toContain('PHONE');
    const warned = accepted.filter((row) => row.warning);
    expect(warned.length).toBeGreaterThan(0);
    expect(warned[0]).toMatchObject({
      contact: { phoneNumber: null },
      warning: {
        code: 'PHONE_DROPPED',
        reason:
          'Phone "12" is not a valid number of GB or in international form (+44 20 7946 0958). The contact was imported without it.',
      },
    });
    expect(batches.reduce((sum, batch) => sum + batch.warned.count, 0)).toBe(warned.length);
    expect(accepted.find((row) => row.rowNumber === 104)?.contact.email).toBe('user101@example.com');
    expect(accepted.some((row) => row.rowNumber === 103)).toBe(false);
  });

  it('reads the same batches in a worker thread, which the next import reuses', async () => {
    const expected = await inThisThread();
    expect(await all(checkedBatchesInWorker(file, settings))).toEqual(expected);
    // Left part-way, the reader is stopped; the next read starts afresh.
    for await (const batch of checkedBatchesInWorker(file, settings)) {
      expect(batch.rowsRead).toBeGreaterThan(0);
      break;
    }
    expect(await all(checkedBatchesInWorker(file, settings))).toEqual(expected);
    expect(await all(checkedBatchesInWorker(file, settings))).toEqual(expected);
  });

  it("fails with the reader's error", async () => {
    await expect(all(checkedBatchesInWorker(path.join(folder, 'missing.csv'), settings))).rejects.toThrow(
      /ENOENT/,
    );
    // A fresh reader serves the next import.
    expect((await all(checkedBatchesInWorker(file, settings))).at(-1)!.rowsRead).toBe(251);
  });
});
