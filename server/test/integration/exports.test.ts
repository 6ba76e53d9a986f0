import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, campaigns, contacts, dataExports, recordings } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { fileLinks } from '../../src/storage/file-links';
import { uploadSigningSecret } from '../../src/storage/signing-secret';
import { type Actor, signUpAdmin, signUpMember } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type MailCatcher, startMailCatcher } from '../support/mail';
import { createProduct } from '../support/widget-fixtures';

const EXPORT_FIELDS =
  'id productId kind format from to campaignId status totalRows rowsWritten fileSize error requestedBy createdAt finishedAt downloadUrl downloadUrlExpiresAt';
const REQUEST = `mutation ($input: RequestExportInput!) { requestExport(input: $input) { ${EXPORT_FIELDS} } }`;
const LIST = `query ($p: ID!) { exports(productId: $p) { ${EXPORT_FIELDS} } countExports(productId: $p) }`;
const ONE = `query ($id: ID!) { export(id: $id) { ${EXPORT_FIELDS} } }`;
const RECORDINGS = `query ($p: ID!, $filter: RecordingFilter, $after: ID) {
  recordings(productId: $p, paging: { limit: 100 }, filter: $filter, after: $after,
    sorting: [{ field: createdAt, direction: ASC }]) {
    id text createdAt messageType sentimentScore reviewed contact { name email }
  }
}`;

interface ExportView {
  id: string;
  status: 'Queued' | 'Running' | 'Ready' | 'Failed' | 'Expired';
  totalRows: number | null;
  rowsWritten: number;
  fileSize: number | null;
  error: string | null;
  requestedBy: string;
  downloadUrl: string | null;
  downloadUrlExpiresAt: string | null;
}

interface RecordingView {
  id: string;
  text: string | null;
  createdAt: string;
  messageType: string;
  sentimentScore: number | null;
  reviewed: boolean;
  contact: { name: string | null; email: string | null };
}

const DAY_MS = 86_400_000;
/** Texts a CSV must quote or a spreadsheet would run: commas, quotes, line breaks, formulas. */
const AWKWARD_TEXTS = [
  'Plain words',
  'Comma, "quotes" and\na line break',
  '=HYPERLINK("http://x.test")',
  'Ünïcødé ✓',
];

describe.each(databaseKinds())('exports on %s', { timeout: 120_000 }, (kind) => {
  let h: Harness;
  let mail: MailCatcher;
  let admin: Actor;
  let member: Actor;
  let organisationId: string;
  let productId: string;
  let otherAdmin: Actor;
  let otherOrganisationId: string;

  const db = () => h.server.database.db;

  const request = (actor: Actor, input: Record<string, unknown>) =>
    actor.ask<{ requestExport: ExportView }>(REQUEST, { input });

  const exportsOf = async (actor: Actor, product: string) =>
    ok(await actor.ask<{ exports: ExportView[]; countExports: number }>(LIST, { p: product }));

  /** Requests an export, runs the queue, and answers the export as the page then sees it. */
  const exportNow = async (input: Record<string, unknown>): Promise<ExportView> => {
    const { requestExport } = ok(await request(admin, { productId, ...input }));
    expect(requestExport.status).toBe('Queued');
    await h.server.jobs.drain();
    return (await exportsOf(admin, productId)).exports.find((entry) => entry.id === requestExport.id)!;
  };

  /** Follows a download link as the dashboard does: with the session's ID token. */
  const fetchAs = (actor: Actor | null, url: string) =>
    fetch(url, { headers: actor ? { authorization: `Bearer ${actor.idToken}` } : {} });

  const download = async (url: string) => {
    const response = await fetchAs(admin, url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    return Buffer.from(await response.arrayBuffer());
  };

  /** Every recording GraphQL answers for the product and filter, oldest first. */
  const recordingsOf = async (filter: Record<string, unknown> = {}) => {
    const all: RecordingView[] = [];
    for (;;) {
      const page = ok(
        await admin.ask<{ recordings: RecordingView[] }>(RECORDINGS, {
          p: productId,
          filter,
          after: all.at(-1)?.id ?? null,
        }),
      ).recordings;
      all.push(...page);
      if (page.length < 100) return all;
    }
  };

  const parseCsv = (bytes: Buffer) => {
    const text = bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };

  /** What a recording looks like in a file's row, from the GraphQL answer. */
  const expectedRow = (recording: RecordingView) => ({
    id: recording.id,
    text: recording.text,
    createdAt: recording.createdAt,
    messageType: recording.messageType,
    sentimentScore: recording.sentimentScore,
    reviewed: recording.reviewed,
    'contact.name': recording.contact.name,
    'contact.email': recording.contact.email,
  });

  beforeAll(async () => {
    mail = await startMailCatcher();
    h = await startHarness(kind, { smtpUrl: mail.url, server: { jobsWorker: false } });
    const a = await signUpAdmin(h, 'Export Ltd');
    admin = a.admin;
    organisationId = a.organisation.id;
    productId = await createProduct(admin, 'Shop');
    member = await signUpMember(h, organisationId);
    const b = await signUpAdmin(h, 'Other Ltd');
    otherAdmin = b.admin;
    otherOrganisationId = b.organisation.id;
    await createProduct(otherAdmin, 'Their shop');

    // Recordings over ten days, some arriving in the same instant (the keyset must not repeat
    // or skip rows that share a created_at), plus texts that need quoting.
    await withScope(db(), { organisationId }, async (tx) => {
      const base = Date.now() - 10 * DAY_MS;
      await tx.insert(recordings).values(
        Array.from({ length: 40 }, (_, index) => ({
          organisationId,
          productId,
          idempotencyKey: `spread-${index}`,
          messageType: 'ProvideFeedback' as const,
          text: AWKWARD_TEXTS[index % AWKWARD_TEXTS.length]!,
          contactName: index % 3 === 0 ? `Visitor ${index}` : null,
          contactEmail: index % 3 === 0 ? `visitor${index}@example.test` : null,
          sentimentScore: index % 2 === 0 ? -0.25 : null,
          sentimentLabel: index % 2 === 0 ? ('Negative' as const) : null,
          createdAt: new Date(base + index * 6 * 3_600_000),
        })),
      );
      // 2,500 rows in one statement share now(): more than one batch of the export.
      await tx.execute(sql`insert into recordings (organisation_id, product_id, idempotency_key, message_type, text, created_at)
        select ${organisationId}::uuid, ${productId}::uuid, 'bulk-' || n, 'ProvideFeedback', 'Bulk ' || n, now() - interval '1 day'
        from generate_series(1, 2500) n`);
      await tx.insert(contacts).values(
        Array.from({ length: 12 }, (_, index) => ({
          organisationId,
          productId,
          email: `contact${index}@example.test`,
          name: index === 0 ? 'Zoë, "the first"' : `Contact ${index}`,
          attributes: { plan: index % 2 ? 'pro' : 'free' },
          source: 'Manual' as const,
          createdAt: new Date(base + index * DAY_MS),
        })),
      );
    });
  }, 120_000);

  afterAll(async () => {
    await h?.stop();
    await mail?.stop();
  });

  it('exports recordings within a period as CSV that holds the rows GraphQL answers, and mails a link to its page', async () => {
    const from = new Date(Date.now() - 9 * DAY_MS).toISOString();
    const to = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const ready = await exportNow({ kind: 'Recordings', format: 'Csv', from, to });
    const expected = await recordingsOf({ from, to });
    expect(expected.length).toBeGreaterThan(10);
    expect(ready).toMatchObject({
      status: 'Ready',
      totalRows: expected.length,
      rowsWritten: expected.length,
      error: null,
      requestedBy: admin.email,
    });
    const rows = parseCsv(await download(ready.downloadUrl!));
    expect(rows.map((row) => row.id)).toEqual(expected.map((recording) => recording.id));
    rows.forEach((row, index) => {
      const recording = expected[index]!;
      // A text a spreadsheet would run as a formula is kept as text (a leading apostrophe).
      const text = recording.text?.startsWith('=') ? `'${recording.text}` : recording.text;
      expect(row).toMatchObject({
        text: text ?? '',
        createdAt: recording.createdAt,
        messageType: recording.messageType,
        sentimentScore: recording.sentimentScore === null ? '' : String(recording.sentimentScore),
        reviewed: String(recording.reviewed),
        'contact.name': recording.contact.name ?? '',
        'contact.email': recording.contact.email ?? '',
      });
    });

    const message = await mail.waitFor(
      (m) => m.to.includes(admin.email.toLowerCase()) && /ready/.test(m.subject),
    );
    expect(message.subject).toBe('Your export of recordings of Shop is ready');
    // The e-mail leads to the export page, never to the file: a mailbox holds no bearer link.
    const link = /Download it on the export page \(you may be asked to sign in\): (\S+)/.exec(
      message.text,
    )?.[1];
    expect(link).toBe(`${h.server.url}/app/${productId}/settings/export?download=${ready.id}`);
    expect(message.text).not.toMatch(/exports\/v1|signature=/);
    // The page asks for the export by the id in its address and downloads it with the session.
    const opened = ok(
      await admin.ask<{ export: ExportView }>(ONE, { id: new URL(link!).searchParams.get('download') }),
    );
    expect(parseCsv(await download(opened.export.downloadUrl!))).toHaveLength(expected.length);
  });

  it('exports every recording as JSON across batches, without repeating or skipping a row', async () => {
    const ready = await exportNow({ kind: 'Recordings', format: 'Json' });
    const expected = await recordingsOf();
    expect(expected).toHaveLength(2540);
    expect(ready).toMatchObject({ status: 'Ready', totalRows: 2540, rowsWritten: 2540 });
    const rows = JSON.parse((await download(ready.downloadUrl!)).toString('utf8')) as Record<
      string,
      unknown
    >[];
    expect(rows.map(pick)).toEqual(expected.map(expectedRow));
    expect(ready.fileSize).toBeGreaterThan(0);
  });

  it('exports recordings as XLSX whose cells hold the rows', async () => {
    const from = new Date(Date.now() - 10 * DAY_MS - 60_000).toISOString();
    const to = new Date(Date.now() - 5 * DAY_MS).toISOString();
    const ready = await exportNow({ kind: 'Recordings', format: 'Xlsx', from, to });
    const expected = await recordingsOf({ from, to });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(ready.downloadUrl!)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const values = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(header.map((column, index) => [column, values[index] ?? null])));
    });
    expect(rows.map(pick)).toEqual(expected.map(expectedRow));
  });

  it('exports contacts created within a period', async () => {
    const from = new Date(Date.now() - 8 * DAY_MS - 60_000).toISOString();
    const ready = await exportNow({ kind: 'Contacts', format: 'Csv', from });
    const rows = parseCsv(await download(ready.downloadUrl!));
    const expected = await withScope(db(), { organisationId }, (tx) =>
      tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.productId, productId), sql`${contacts.createdAt} >= ${from}::timestamptz`))
        .orderBy(contacts.createdAt, contacts.id),
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(rows).toEqual(
      expected.map((contact) => ({
        id: contact.id,
        email: contact.email,
        name: contact.name ?? '',
        phoneNumber: '',
        externalId: '',
        source: 'Manual',
        attributes: JSON.stringify(contact.attributes),
        createdAt: contact.createdAt.toISOString(),
        updatedAt: contact.updatedAt.toISOString(),
      })),
    );
  });

  it("exports one campaign's responses, and refuses a campaign elsewhere", async () => {
    const [campaign] = await withScope(db(), { organisationId }, async (tx) => {
      const created = await tx
        .insert(campaigns)
        .values({
          organisationId,
          productId,
          name: 'Spring',
          source: 'Link',
          purpose: 'ProvideFeedback',
          message: 'Tell us',
        })
        .returning({ id: campaigns.id });
      await tx
        .update(recordings)
        .set({ campaignId: created[0]!.id })
        .where(
          and(
            eq(recordings.organisationId, organisationId),
            sql`${recordings.idempotencyKey} in ('spread-1', 'spread-2')`,
          ),
        );
      return created;
    });
    const ready = await exportNow({ kind: 'CampaignResponses', format: 'Json', campaignId: campaign!.id });
    const rows = JSON.parse((await download(ready.downloadUrl!)).toString('utf8')) as Record<
      string,
      unknown
    >[];
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.campaignId === campaign!.id)).toBe(true);

    expect(
      failure(await request(otherAdmin, { productId, kind: 'CampaignResponses', format: 'Csv' })).extensions
        ?.code,
    ).toBe('NOT_FOUND');
    const wrongKind = failure(
      await request(admin, { productId, kind: 'Recordings', format: 'Csv', campaignId: campaign!.id }),
    );
    expect(wrongKind.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.campaignId' });
  });

  it('records the request in the audit log', async () => {
    const rows = await withScope(db(), { organisationId, userId: admin.id }, (tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.action, 'ExportRequested')),
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows[0]).toMatchObject({ targetType: 'Export', actorId: admin.id });
  });

  it('refuses bad input with the field at fault', async () => {
    const backwards = failure(
      await request(admin, {
        productId,
        kind: 'Recordings',
        format: 'Csv',
        from: '2026-02-01T00:00:00Z',
        to: '2026-01-01T00:00:00Z',
      }),
    );
    expect(backwards.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.to' });
    expect(backwards.message).toBe('The end of the period must be after its start.');
  });

  it('refuses Members, and hides one organisation’s exports from another', async () => {
    for (const answer of [
      await request(member, { productId, kind: 'Recordings', format: 'Csv' }),
      await member.ask(LIST, { p: productId }),
    ]) {
      const error = failure(answer);
      expect(error.extensions?.code).toBe('FORBIDDEN');
      expect(error.message).toMatch(/^Only an Admin can /);
    }
    expect(
      failure(await request(otherAdmin, { productId, kind: 'Recordings', format: 'Csv' })).extensions?.code,
    ).toBe('NOT_FOUND');
    expect(failure(await otherAdmin.ask(LIST, { p: productId })).extensions?.code).toBe('NOT_FOUND');

    // Row-level security: as the other organisation, no export of this one is visible at all.
    const seen = await withScope(db(), { organisationId: otherOrganisationId }, (tx) =>
      tx.select().from(dataExports),
    );
    expect(seen).toEqual([]);
  });

  it('serves a file only to a signed-in Admin of its organisation, through a link of 15 minutes', async () => {
    const { exports } = await exportsOf(admin, productId);
    const ready = exports.find((entry) => entry.status === 'Ready')!;
    const expiresIn = Date.parse(ready.downloadUrlExpiresAt!) - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

    // The link alone, without the session, opens nothing.
    const anonymous = await fetchAs(null, ready.downloadUrl!);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const byMember = await fetchAs(member, ready.downloadUrl!);
    expect(byMember.status).toBe(403);
    expect(await byMember.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only an Admin can download exports.',
    });
    const byStranger = await fetchAs(otherAdmin, ready.downloadUrl!);
    expect(byStranger.status).toBe(404);
    expect(await byStranger.json()).toMatchObject({ code: 'NOT_FOUND' });
    // Nor does the organisation's API key: exports are Admins' only.
    const { createApiKey } = ok(
      await admin.ask<{ createApiKey: { secret: string } }>(
        'mutation { createApiKey(name: "Exporter") { secret } }',
      ),
    );
    const byKey = await fetch(ready.downloadUrl!, {
      headers: { authorization: `Bearer ${createApiKey.secret}` },
    });
    expect(byKey.status).toBe(403);
    expect((await fetchAs(admin, ready.downloadUrl!)).status).toBe(200);

    // One export by id, for the page the e-mail opens: Admins of its organisation only.
    const one = ok(await admin.ask<{ export: ExportView }>(ONE, { id: ready.id })).export;
    expect(one).toMatchObject({ id: ready.id, status: 'Ready' });
    expect((await fetchAs(admin, one.downloadUrl!)).status).toBe(200);
    expect(failure(await member.ask(ONE, { id: ready.id })).extensions?.code).toBe('FORBIDDEN');
    expect(failure(await otherAdmin.ask(ONE, { id: ready.id })).extensions?.code).toBe('NOT_FOUND');
    expect(failure(await admin.ask(ONE, { id: 'not-an-id' })).extensions?.code).toBe('NOT_FOUND');
    expect(failure(await graphql(h.server.url, ONE, { variables: { id: ready.id } })).extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses a tampered, expired or foreign download link', async () => {
    const { exports } = await exportsOf(admin, productId);
    const ready = exports.find((entry) => entry.status === 'Ready')!;
    const url = new URL(ready.downloadUrl!);

    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 1));
    const forged = await fetchAs(admin, tampered.toString());
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });

    const secret = await uploadSigningSecret(undefined, h.dataDir);
    const past = fileLinks(secret).exportUrl(
      h.server.url,
      { exportId: ready.id, organisationId },
      new Date(Date.now() - 3_600_000),
    );
    const expired = await fetchAs(admin, past.url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: 'EXPIRED_SIGNATURE' });

    // Genuinely signed, but for another organisation: that organisation has no such export.
    const foreign = fileLinks(secret).exportUrl(
      h.server.url,
      { exportId: ready.id, organisationId: otherOrganisationId },
      new Date(Date.now() + 60_000),
    );
    expect((await fetchAs(admin, foreign.url)).status).toBe(404);
    expect((await fetchAs(otherAdmin, foreign.url)).status).toBe(404);
  });

  it('leaves a failed export with a clear message and no file when every attempt fails', async () => {
    // A file where the exports folder should be: storing fails for real, on every attempt.
    const blocker = path.join(h.dataDir, 'uploads', 'exports');
    await rm(blocker, { recursive: true, force: true });
    await writeFile(blocker, 'not a folder');
    try {
      const { requestExport } = ok(await request(admin, { productId, kind: 'Contacts', format: 'Xlsx' }));
      for (let attempt = 0; attempt < 3; attempt++) {
        await db().execute(
          sql`update jobs set run_at = now() where payload->>'exportId' = ${requestExport.id}`,
        );
        await h.server.jobs.drain();
      }
      const failed = (await exportsOf(admin, productId)).exports.find(
        (entry) => entry.id === requestExport.id,
      )!;
      expect(failed).toMatchObject({ status: 'Failed', downloadUrl: null, fileSize: null });
      expect(failed.error).toBe(
        'The export file could not be stored. Request the export again; if it fails again, ask the operator to look at the server log.',
      );
      const [row] = await withScope(db(), { organisationId }, (tx) =>
        tx.select().from(dataExports).where(eq(dataExports.id, requestExport.id)),
      );
      expect(row?.fileKey).toBeNull();
    } finally {
      await rm(blocker, { force: true });
    }
    // No part of the file was left in storage (the attempts' temporary files are gone too).
    const stored = await readdir(path.join(h.dataDir, 'uploads'), { recursive: true });
    expect(stored.filter((name) => name.startsWith('exports'))).toEqual([]);
  });
});

/** The columns both sides of a comparison share, as a file holds them. */
function pick(row: Record<string, unknown>) {
  return {
    id: row.id,
    text: row.text,
    createdAt: row.createdAt,
    messageType: row.messageType,
    sentimentScore: row.sentimentScore,
    reviewed: row.reviewed,
    'contact.name': row['contact.name'],
    'contact.email': row['contact.email'],
  };
}
