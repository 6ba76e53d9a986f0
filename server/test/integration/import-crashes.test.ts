import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, type ThrowawayPostgres } from '@hearback/testkit';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { INTERRUPTED_MESSAGE } from '../../src/services/segment/import/load-import';
import { signUpAdmin } from '../support/actors';
import { graphql, ok } from '../support/graphql';
import {
  isolatedTmpDir,
  leftoversIn,
  type ServerProcess,
  startServerProcess,
} from '../support/server-process';
import { createProduct } from '../support/widget-fixtures';

const IMPORT = 'id status totalRows errorMessage uploadPath';
const ROWS = 200_000;
const bigCsv = () =>
  `Email,Full name\r\n${Array.from({ length: ROWS }, (_, n) => `person${n}@example.test,Person number ${n}`).join('\r\n')}\r\n`;

interface ImportView {
  id: string;
  status: string;
  totalRows: number;
  errorMessage: string | null;
  uploadPath: string;
}

/**
 * Sends the CSV; resolves once the import reports rows read (its transaction, and so its lock,
 * is under way), leaving the request running.
 */
function sendUntilUnderWay(url: string, token: string, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const lines = text.split('\n').filter(Boolean);
          const under = lines.some((line) => (JSON.parse(line) as { rowsRead?: number }).rowsRead! > 0);
          if (under) resolve();
        });
        res.on('error', () => {});
      },
    );
    req.on('error', () => {});
    req.on('close', () => reject(new Error('The import ended before it was under way.')));
    req.end(body);
  });
}

const kinds = inject('postgresAvailable') ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('a contact import whose server is killed (%s)', { timeout: 240_000 }, (kind) => {
  let postgres: ThrowawayPostgres | null = null;
  let dataDir: string;
  let tmpDir: string;
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers) await server.stop();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(tmpDir, { recursive: true, force: true });
  });

  it('fails visibly at once on the next start, with no file left behind, and takes its file again', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-test-data-'));
    if (kind === 'pglite') await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
    else postgres = (await createThrowawayPostgres()) as ThrowawayPostgres;
    tmpDir = await isolatedTmpDir();
    const start = async () => {
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url ?? '',
        TMPDIR: tmpDir,
        LOG_LEVEL: 'warn',
      });
      servers.push(server);
      return server;
    };
    const first = await start();
    const founded = await signUpAdmin(first.target, 'Import Outage Ltd');
    const { admin } = founded;
    const productId = await createProduct(admin, 'Shop');
    const { createContactImport } = ok(
      await admin.ask<{ createContactImport: ImportView }>(
        `mutation ($input: CreateContactImportInput!) { createContactImport(input: $input) { ${IMPORT} } }`,
        {
          input: {
            productId,
            newSegmentName: 'Everyone',
            fileName: 'everyone.csv',
            delimiter: ',',
            mapping: { email: 'Email', name: 'Full name' },
          },
        },
      ),
    );
    await sendUntilUnderWay(`${first.url}${createContactImport.uploadPath}`, admin.idToken, bigCsv());
    // The file, full of personal data, is spooled in the data folder only.
    expect(await readdir(path.join(dataDir, 'spool', 'contact-imports'))).toHaveLength(1);
    expect(await leftoversIn(tmpDir)).toEqual([]);
    const killedAt = Date.now();
    first.signal('SIGKILL');
    await first.exited;

    const second = await start();
    expect(await readdir(path.join(dataDir, 'spool', 'contact-imports'))).toEqual([]);
    expect(await leftoversIn(tmpDir)).toEqual([]);
    const read = async () =>
      ok(
        // The same user, asking the restarted server.
        await graphql<{ contactImport: ImportView }>(
          second.url,
          `query ($id: ID!) { contactImport(id: $id) { ${IMPORT} } }`,
          { token: admin.idToken, variables: { id: createContactImport.id } },
        ),
      ).contactImport;
    let seen = await read();
    while (seen.status === 'Running' && Date.now() - killedAt < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = await read();
    }
    expect(seen).toMatchObject({ status: 'Failed', errorMessage: INTERRUPTED_MESSAGE });
    expect(Date.now() - killedAt).toBeLessThan(60_000);

    // Nothing of it was kept, so its file may be sent again.
    const again = await fetch(`${second.url}${createContactImport.uploadPath}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin.idToken}` },
      body: 'Email,Full name\r\nann@example.test,Ann\r\nbob@example.test,Bob\r\n',
    });
    expect(again.status).toBe(200);
    const lines = (await again.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; import?: ImportView });
    expect(lines.at(-1)).toMatchObject({ type: 'done', import: { status: 'Succeeded', totalRows: 2 } });
    expect(await read()).toMatchObject({ status: 'Succeeded', errorMessage: null });
    expect(await readdir(path.join(dataDir, 'spool', 'contact-imports'))).toEqual([]);
  });
});
