import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, joinOrganisation, signUp, signUpAdmin } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { attachedMember, createProduct } from '../support/widget-fixtures';

interface ContactImport {
  id: string;
  segmentId: string | null;
  segmentName: string | null;
  status: string;
  totalRows: number;
  createdCount: number;
  updatedCount: number;
  rejectedCount: number;
  warningCount: number;
  errorMessage: string | null;
  uploadPath: string;
  rejectionsPath: string;
}

const IMPORT = `id segmentId segmentName status totalRows createdCount updatedCount rejectedCount
  warningCount errorMessage uploadPath rejectionsPath`;

const MAPPING = {
  email: 'Email',
  name: 'Full name',
  phoneNumber: 'Phone',
  externalId: 'User id',
  attributes: [{ column: 'Country', key: 'country' }, { column: 'Plan' }],
};

const HEADER = 'Email,Full name,Phone,User id,Country,Plan';

interface UploadAnswer {
  status: number;
  /** The progress lines, then the last line's import (a 200), or the refusal's body. */
  lines: Record<string, unknown>[];
  body: Record<string, unknown>;
}

describe.each(databaseKinds())('contact imports on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let secondAdmin: Actor;
  let organisationId: string;
  let product: string;
  let member: Actor;
  let stranger: Actor;

  const segmentsCount = (actor: Actor) =>
    actor.ask<{ countSegments: number }>('query ($p: ID!) { countSegments(productId: $p) }', { p: product });

  const createImport = (actor: Actor, input: Record<string, unknown>) =>
    actor.ask<{ createContactImport: ContactImport }>(
      `mutation ($input: CreateContactImportInput!) { createContactImport(input: $input) { ${IMPORT} } }`,
      { input: { productId: product, fileName: 'contacts.csv', delimiter: ',', mapping: MAPPING, ...input } },
    );

  async function upload(
    actor: Actor | null,
    path: string,
    body: string | Uint8Array,
    contentType = 'text/csv',
  ): Promise<UploadAnswer> {
    const response = await fetch(`${h.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: actor ? `Bearer ${actor.idToken}` : '' },
      body: typeof body === 'string' ? body : Buffer.from(body),
    });
    const text = await response.text();
    if (response.status !== 200) return { status: response.status, lines: [], body: JSON.parse(text) };
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    return { status: 200, lines, body: lines.at(-1)!.import as Record<string, unknown> };
  }

  async function rejections(actor: Actor, path: string): Promise<{ status: number; rows: string[][] }> {
    const response = await fetch(`${h.server.url}${path}`, {
      headers: { authorization: `Bearer ${actor.idToken}` },
    });
    const text = await response.text();
    if (response.status !== 200) return { status: response.status, rows: [] };
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="rejected-rows-/);
    return {
      status: 200,
      rows: Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data,
    };
  }

  const members = async (segmentId: string) =>
    ok(
      await admin.ask<{
        segmentMembers: {
          email: string;
          name: string | null;
          attributes: { key: string; value: string }[];
        }[];
      }>(
        'query ($s: ID!) { segmentMembers(segmentId: $s, paging: { limit: 100 }) { email name attributes { key value } } }',
        { s: segmentId },
      ),
    ).segmentMembers;

  beforeAll(async () => {
    h = await startHarness(kind);
    const founded = await signUpAdmin(h, 'Import Ltd');
    admin = founded.admin;
    organisationId = founded.organisation.id;
    product = await createProduct(admin, 'Shop');
    member = await attachedMember(h, admin, organisationId, [product]);
    secondAdmin = await signUp(h, { prefix: 'second-admin' });
    await joinOrganisation(h, secondAdmin, organisationId, 'Admin');
    stranger = (await signUpAdmin(h, 'Elsewhere Ltd')).admin;
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('imports good rows into a new segment, rejects bad ones with reasons, and updates known contacts', async () => {
    ok(
      await admin.ask(
        'mutation ($p: ID!, $i: ContactInput!) { createContact(productId: $p, input: $i) { id } }',
        {
          p: product,
          i: {
            email: 'known@example.com',
            name: 'Known',
            attributes: [
              { key: 'country', value: 'FR' },
              { key: 'vip', value: 'yes' },
            ],
          },
        },
      ),
    );
    ok(
      await admin.ask(
        'mutation ($p: ID!, $i: ContactInput!) { createContact(productId: $p, input: $i) { id } }',
        {
          p: product,
          i: { email: 'owner@example.com', externalId: 'taken-1' },
        },
      ),
    );
    const { createContactImport: created } = ok(
      await createImport(admin, { newSegmentName: 'Spring list', defaultCountry: 'GB' }),
    );
    expect(created).toMatchObject({ status: 'Pending', segmentId: null, segmentName: 'Spring list' });
    // The segment only exists once the import succeeded.
    expect(ok(await segmentsCount(admin)).countSegments).toBe(0);

    const csv = [
      HEADER,
      'ann@example.com,Ann,+44 20 7946 0958,u-1,UK,pro',
      'KNOWN@example.com,,,u-2,UK,',
      'bad-address,Bob,,u-3,UK,free',
      'cat@example.com,Cat,12,u-4,UK,free',
      'ANN@example.com,Ann again,,u-5,UK,free',
      'dan@example.com,Dan,020 7946 0959,u-1,UK,free',
      'eve@example.com,Eve,,taken-1,FR,free',
      ',No e-mail,,u-7,UK,free',
      'fred@example.com,Fred,,u-8,UK,free,surplus',
      '"gus@example.com","Gus, ""the"" Great",,u-9,UK,free',
      '',
      'hal@example.com,Hal',
    ].join('\r\n');
    const answer = await upload(admin, created.uploadPath, csv);
    expect(answer.status).toBe(200);
    expect(answer.lines[0]).toMatchObject({
      type: 'progress',
      rowsRead: 0,
      totalBytes: Buffer.byteLength(csv),
    });
    expect(answer.lines.at(-1)!.type).toBe('done');
    const done = answer.body as unknown as ContactImport;
    expect(done).toMatchObject({
      status: 'Succeeded',
      segmentName: 'Spring list',
      totalRows: 11,
      createdCount: 4,
      updatedCount: 1,
      rejectedCount: 6,
      warningCount: 1,
      errorMessage: null,
    });
    expect(done.segmentId).toMatch(/^[0-9a-f-]{36}$/);
    const stored = ok(
      await admin.ask<{ contactImport: ContactImport }>(
        `query ($id: ID!) { contactImport(id: $id) { ${IMPORT} } }`,
        {
          id: done.id,
        },
      ),
    ).contactImport;
    expect(done).toMatchObject(stored);

    const imported = await members(done.segmentId!);
    expect(imported.map((contact) => contact.email)).toEqual([
      'ann@example.com',
      'cat@example.com',
      'gus@example.com',
      'hal@example.com',
      'known@example.com',
    ]);
    expect(imported.find((contact) => contact.email === 'gus@example.com')!.name).toBe('Gus, "the" Great');
    // A known contact keeps what the row left blank and gets the row's attributes merged in.
    expect(imported.find((contact) => contact.email === 'known@example.com')).toEqual({
      email: 'known@example.com',
      name: 'Known',
      attributes: [
        { key: 'country', value: 'UK' },
        { key: 'vip', value: 'yes' },
      ],
    });

    const file = await rejections(admin, done.rejectionsPath);
    expect(file.status).toBe(200);
    expect(file.rows[0]).toEqual([
      'Row',
      'Reason',
      'Email',
      'Full name',
      'Phone',
      'User id',
      'Country',
      'Plan',
    ]);
    const reasons = Object.fromEntries(file.rows.slice(1).map((row) => [row[0], row[1]]));
    expect(reasons).toEqual({
      '4': 'E-mail "bad-address" is not a valid address.',
      '5': 'Phone "12" is not a valid number of GB or in international form (+44 20 7946 0958). The contact was imported without it.',
      '6': 'E-mail "ann@example.com" is already in row 2.',
      '7': 'External id "u-1" is already in row 2.',
      '8': 'External id "taken-1" belongs to another contact (owner@example.com).',
      '9': 'E-mail is missing.',
      '10': 'The row has 7 values but the header has 6 columns.',
    });
    // Each rejected row keeps its values as written, for correcting and importing again.
    expect(file.rows.find((row) => row[0] === '7')).toEqual([
      '7',
      'External id "u-1" is already in row 2.',
      'dan@example.com',
      'Dan',
      '020 7946 0959',
      'u-1',
      'UK',
      'free',
    ]);
    // Members read them too; another organisation cannot.
    expect((await rejections(member, done.rejectionsPath)).status).toBe(200);
    expect((await rejections(stranger, done.rejectionsPath)).status).toBe(404);

    // A second file for the same import is refused.
    const again = await upload(admin, created.uploadPath, csv);
    expect(again).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
  });

  it('imports into an existing Static segment, keeping its members', async () => {
    const { createSegment } = ok(
      await admin.ask<{ createSegment: { id: string } }>(
        'mutation ($p: ID!) { createSegment(productId: $p, input: { name: "Existing", kind: Static }) { id } }',
        { p: product },
      ),
    );
    ok(
      await admin.ask(
        'mutation ($s: ID!) { addSegmentMember(segmentId: $s, input: { email: "old@example.com" }) { id } }',
        {
          s: createSegment.id,
        },
      ),
    );
    const { createContactImport } = ok(
      await createImport(admin, { segmentId: createSegment.id, mapping: { email: 'email' }, delimiter: ';' }),
    );
    const answer = await upload(
      admin,
      createContactImport.uploadPath,
      '\ufeffemail;ignored\nnew@example.com;x\nold@example.com;y\n',
    );
    expect(answer.body).toMatchObject({
      status: 'Succeeded',
      createdCount: 1,
      updatedCount: 1,
      rejectedCount: 0,
    });
    expect((await members(createSegment.id)).map((contact) => contact.email)).toEqual([
      'new@example.com',
      'old@example.com',
    ]);
  });

  it('imports internationalised e-mail addresses, and a row whose only problem is its phone without the phone', async () => {
    const { createContactImport: created } = ok(await createImport(admin, { newSegmentName: 'CRM export' }));
    const csv = [
      HEADER,
      'björn@example.org,Björn,+46 8 123 456 7,c-1,SE,pro',
      'JOSÉ.García@correo.es,José,,c-2,ES,free',
      'li@例子.广告,Li,,c-3,CN,free',
      // Well-formed E.164, but no area code starts with 1: no such number is allocated.
      'ada@example.com,Ada,+1 123 456 7890,c-4,US,pro',
      'ada..lovelace@example.com,Ada L,,c-5,UK,free',
      'bad@,Bad,+1 123 456 7890,c-6,UK,free',
      // Björn again, his "ö" typed as "o" and a combining diaeresis: the same address.
      'bjo\u0308rn@example.org,Björn B,,c-7,SE,free',
    ].join('\r\n');
    const answer = await upload(admin, created.uploadPath, csv);
    expect(answer.body).toMatchObject({
      status: 'Succeeded',
      totalRows: 7,
      createdCount: 4,
      updatedCount: 0,
      rejectedCount: 3,
      warningCount: 1,
    });
    const done = answer.body as unknown as ContactImport;
    const stored = ok(
      await admin.ask<{ segmentMembers: { email: string; name: string; phoneNumber: string | null }[] }>(
        'query ($s: ID!) { segmentMembers(segmentId: $s, paging: { limit: 100 }) { email name phoneNumber } }',
        { s: done.segmentId },
      ),
    ).segmentMembers;
    expect(stored.sort((x, y) => x.email.localeCompare(y.email))).toEqual([
      { email: 'ada@example.com', name: 'Ada', phoneNumber: null },
      { email: 'björn@example.org', name: 'Björn', phoneNumber: '+4681234567' },
      { email: 'josé.garcía@correo.es', name: 'José', phoneNumber: null },
      { email: 'li@例子.广告', name: 'Li', phoneNumber: null },
    ]);

    // The file lists the refused rows and the changed one, each with exactly why.
    const file = await rejections(admin, done.rejectionsPath);
    expect(file.rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      [
        '5',
        'Phone "+1 123 456 7890" is well-formed (E.164) but not in an allocated range. The contact was imported without it.',
        'ada@example.com',
      ],
      ['6', 'E-mail "ada..lovelace@example.com" is not a valid address.', 'ada..lovelace@example.com'],
      ['7', 'E-mail "bad@" is not a valid address.', 'bad@'],
      ['8', 'E-mail "björn@example.org" is already in row 2.', 'bjo\u0308rn@example.org'],
    ]);
  });

  it('leaves the segment as it was when the import fails part-way', async () => {
    const { createSegment } = ok(
      await admin.ask<{ createSegment: { id: string } }>(
        'mutation ($p: ID!) { createSegment(productId: $p, input: { name: "Kept as it was", kind: Static }) { id } }',
        { p: product },
      ),
    );
    ok(
      await admin.ask(
        'mutation ($s: ID!) { addSegmentMember(segmentId: $s, input: { email: "first@example.com" }) { id } }',
        {
          s: createSegment.id,
        },
      ),
    );
    const contactsBefore = ok(
      await admin.ask<{ countContacts: number }>('query ($p: ID!) { countContacts(productId: $p) }', {
        p: product,
      }),
    ).countContacts;
    // The database refuses one row deep in the file, after several batches were written.
    const db = h.server.database.db;
    await db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.email = 'boom@example.com' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger refuse_boom before insert on contacts for each row execute function refuse_boom()`,
    );
    try {
      const { createContactImport } = ok(
        await createImport(admin, { segmentId: createSegment.id, mapping: { email: 'email' } }),
      );
      const rows = Array.from({ length: 5_000 }, (_, index) => `bulk-${index}@example.com`);
      rows.splice(4_500, 0, 'boom@example.com');
      const answer = await upload(admin, createContactImport.uploadPath, ['email', ...rows].join('\n'));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        status: 'Failed',
        errorMessage:
          'Something went wrong during the import, so nothing was imported. Import the file again.',
      });
      // Progress was reported before the failure: batches had been written, then rolled back.
      expect(answer.lines.some((line) => line.type === 'progress' && Number(line.rowsRead) > 2_000)).toBe(
        true,
      );
    } finally {
      await db.execute(sql`drop trigger refuse_boom on contacts`);
      await db.execute(sql`drop function refuse_boom()`);
    }
    expect((await members(createSegment.id)).map((contact) => contact.email)).toEqual(['first@example.com']);
    expect(
      ok(
        await admin.ask<{ countContacts: number }>('query ($p: ID!) { countContacts(productId: $p) }', {
          p: product,
        }),
      ).countContacts,
    ).toBe(contactsBefore);

    // A new segment of a failed import is not left behind either.
    const segmentsBefore = ok(await segmentsCount(admin)).countSegments;
    await db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await db.execute(
      sql`create trigger refuse_boom before insert on contacts for each row execute function refuse_boom()`,
    );
    try {
      const { createContactImport } = ok(
        await createImport(admin, { newSegmentName: 'Never made', mapping: { email: 'email' } }),
      );
      const answer = await upload(admin, createContactImport.uploadPath, 'email\nz@example.com\n');
      expect(answer.body).toMatchObject({ status: 'Failed', segmentId: null });
    } finally {
      await db.execute(sql`drop trigger refuse_boom on contacts`);
      await db.execute(sql`drop function refuse_boom()`);
    }
    expect(ok(await segmentsCount(admin)).countSegments).toBe(segmentsBefore);
  });

  it('reads a large file in a worker thread, and rolls all of it back when the import fails', async () => {
    const memberCount = async (segmentId: string) =>
      ok(
        await admin.ask<{ countSegmentMembers: number }>(
          'query ($s: ID!) { countSegmentMembers(segmentId: $s) }',
          {
            s: segmentId,
          },
        ),
      ).countSegmentMembers;
    const { createSegment } = ok(
      await admin.ask<{ createSegment: { id: string } }>(
        'mutation ($p: ID!) { createSegment(productId: $p, input: { name: "Large file", kind: Static }) { id } }',
        { p: product },
      ),
    );
    ok(
      await admin.ask(
        'mutation ($s: ID!) { addSegmentMember(segmentId: $s, input: { email: "already@example.com" }) { id } }',
        { s: createSegment.id },
      ),
    );
    ok(
      await admin.ask(
        'mutation ($p: ID!, $i: ContactInput!) { createContact(productId: $p, input: $i) { id } }',
        { p: product, i: { email: 'holder@example.com', externalId: 'big-taken' } },
      ),
    );
    // Over READ_IN_WORKER_FROM_BYTES (1 MB) with few rows: a column the mapping does not read.
    const notes = 'n'.repeat(200);
    const rows = Array.from({ length: 5_500 }, (_, index) => `big-${index}@example.com,x-${index},${notes}`);
    rows[3_000] = `BIG-2@example.com,x-3000,${notes}`;
    rows[4_000] = `someone@example.com,big-taken,${notes}`;
    const mapping = { email: 'email', externalId: 'id' };
    const importFile = async (lines: string[]) => {
      const { createContactImport } = ok(await createImport(admin, { segmentId: createSegment.id, mapping }));
      const csv = ['email,id,notes', ...lines].join('\n');
      expect(Buffer.byteLength(csv)).toBeGreaterThan(1_000_000);
      return upload(admin, createContactImport.uploadPath, csv);
    };

    const db = h.server.database.db;
    await db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.email = 'boom@example.com' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger refuse_boom before insert on contacts for each row execute function refuse_boom()`,
    );
    try {
      const failed = await importFile([
        ...rows.slice(0, 4_500),
        `boom@example.com,x-boom,${notes}`,
        ...rows.slice(4_500),
      ]);
      expect(failed.body).toMatchObject({
        status: 'Failed',
        errorMessage:
          'Something went wrong during the import, so nothing was imported. Import the file again.',
      });
    } finally {
      await db.execute(sql`drop trigger refuse_boom on contacts`);
      await db.execute(sql`drop function refuse_boom()`);
    }
    expect(await memberCount(createSegment.id)).toBe(1);

    const done = (await importFile(rows)).body as unknown as ContactImport;
    expect(done).toMatchObject({
      status: 'Succeeded',
      totalRows: 5_500,
      createdCount: 5_498,
      updatedCount: 0,
      rejectedCount: 2,
    });
    expect(await memberCount(createSegment.id)).toBe(5_499);
    const file = await rejections(admin, done.rejectionsPath);
    expect(file.rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['3002', 'E-mail "big-2@example.com" is already in row 4.', 'BIG-2@example.com', 'x-3000'],
      [
        '4002',
        'External id "big-taken" belongs to another contact (holder@example.com).',
        'someone@example.com',
        'big-taken',
      ],
    ]);
  });

  it('refuses bad files with a reason, and fails the import when its header does not fit', async () => {
    const fresh = async () =>
      ok(await createImport(admin, { newSegmentName: `Try ${Math.random()}` })).createContactImport;

    const wrongHeader = await fresh();
    const header = await upload(admin, wrongHeader.uploadPath, 'mail,name\na@example.com,A\n');
    expect(header).toMatchObject({
      status: 422,
      body: { code: 'BAD_HEADER', message: 'The file has no column "Email" (its columns: "mail", "name").' },
    });
    expect(
      ok(
        await admin.ask<{ contactImport: ContactImport }>(
          `query ($id: ID!) { contactImport(id: $id) { ${IMPORT} } }`,
          { id: wrongHeader.id },
        ),
      ).contactImport,
    ).toMatchObject({
      status: 'Failed',
      errorMessage: 'The file has no column "Email" (its columns: "mail", "name").',
    });

    expect(await upload(admin, (await fresh()).uploadPath, '')).toMatchObject({
      status: 422,
      body: { code: 'BAD_HEADER' },
    });
    expect(await upload(admin, (await fresh()).uploadPath, `${HEADER}\n`)).toMatchObject({
      status: 200,
      body: { status: 'Failed', errorMessage: 'The file has a header but no rows of contacts.' },
    });
    // A spreadsheet saved as XLSX (a ZIP) is not a CSV.
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(await upload(admin, (await fresh()).uploadPath, xlsx)).toMatchObject({
      status: 415,
      body: { code: 'NOT_CSV' },
    });
    expect(await upload(admin, (await fresh()).uploadPath, 'a', 'application/json')).toMatchObject({
      status: 415,
    });
    const huge = `${HEADER}\n${'x'.repeat(50 * 1024 * 1024)}`;
    expect(await upload(admin, (await fresh()).uploadPath, huge)).toMatchObject({
      status: 413,
      body: { code: 'TOO_LARGE' },
    });
  });

  it('refuses bad settings and enforces who may import', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'input.segmentId'],
      [{ segmentId: '00000000-0000-4000-8000-000000000000', newSegmentName: 'Both' }, 'input.segmentId'],
      [{ newSegmentName: 'X', delimiter: '#' }, 'input.delimiter'],
      [{ newSegmentName: 'X', defaultCountry: 'XX' }, 'input.defaultCountry'],
      [{ newSegmentName: 'X', mapping: { email: 'Email', name: 'Email' } }, 'input.mapping'],
      [
        { newSegmentName: 'X', mapping: { email: 'Email', attributes: [{ column: 'Plan', key: '?' }] } },
        'input.mapping.attributes.0.key',
      ],
      [{ newSegmentName: 'X', mapping: { email: ' ' } }, 'input.mapping.email'],
    ];
    for (const [input, field] of cases) {
      expect(failure(await createImport(admin, input)).extensions, JSON.stringify(input)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    ok(
      await admin.ask(
        'mutation ($p: ID!) { createSegment(productId: $p, input: { name: "Taken", kind: Static }) { id } }',
        { p: product },
      ),
    );
    expect(failure(await createImport(admin, { newSegmentName: 'TAKEN' })).extensions?.code).toBe('CONFLICT');

    // Members read segments but do not import; another organisation does not see the product.
    expect(failure(await createImport(member, { newSegmentName: 'Mine' }))).toMatchObject({
      message: 'Only an Admin can import contacts.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(failure(await createImport(stranger, { newSegmentName: 'Theirs' })).extensions?.code).toBe(
      'NOT_FOUND',
    );

    const { createContactImport } = ok(await createImport(admin, { newSegmentName: 'Guarded' }));
    const csv = `${HEADER}\nzoe@example.com,Zoe,,,,\n`;
    expect(await upload(null, createContactImport.uploadPath, csv)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    expect(await upload(member, createContactImport.uploadPath, csv)).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(await upload(stranger, createContactImport.uploadPath, csv)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await upload(secondAdmin, createContactImport.uploadPath, csv)).toMatchObject({
      status: 403,
      body: { message: 'Only the Admin who started this import can send its file.' },
    });
    // None of those consumed the import: its creator still sends the file.
    expect((await upload(admin, createContactImport.uploadPath, csv)).body).toMatchObject({
      status: 'Succeeded',
      createdCount: 1,
    });
  });
});
