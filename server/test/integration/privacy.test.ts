import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contacts, privacyDeletions, recordings } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { enqueue } from '../../src/jobs/enqueue';
import { createLogger } from '../../src/logger';
import { retainOrganisation } from '../../src/services/privacy/retention';
import { retentionSweep } from '../../src/services/privacy/retention-jobs';
import { localDiskStorage } from '../../src/storage/local-disk';
import { uploadSigningSecret } from '../../src/storage/signing-secret';
import { type Actor, signUpAdmin, signUpMember } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { createProduct, WEBM, widgetClient } from '../support/widget-fixtures';

const DAY_MS = 86_400_000;

const SETTINGS = '{ privacySettings { retentionDays minRetentionDays maxRetentionDays updatedAt } }';
const SET_RETENTION = `mutation ($d: Int) { updatePrivacySettings(retentionDays: $d) { retentionDays updatedAt } }`;
const DELETION_FIELDS = 'id kind cutoff requestedBy recordings files contacts createdAt finishedAt';
const ERASE = `mutation ($e: String!) { eraseContact(email: $e) { ${DELETION_FIELDS} } }`;
const LOG = `{ privacyDeletions(paging: { limit: 50 }) { ${DELETION_FIELDS} } countPrivacyDeletions }`;

interface Deletion {
  id: string;
  kind: 'Retention' | 'Erasure';
  cutoff: string | null;
  requestedBy: string | null;
  recordings: number;
  files: number;
  contacts: number;
  finishedAt: string | null;
}

/** An organisation with two products and a widget client for each. */
async function tenant(h: Harness, name: string) {
  const { admin, organisation } = await signUpAdmin(h, name);
  const shop = await createProduct(admin, 'Shop');
  const blog = await createProduct(admin, 'Blog');
  return {
    admin,
    organisationId: organisation.id,
    shop,
    blog,
    widget: (product: string) => widgetClient(h, organisation.widgetKey, product),
  };
}

type Tenant = Awaited<ReturnType<typeof tenant>>;

describe.each(databaseKinds())('privacy on %s', (kind) => {
  let h: Harness;
  let sweeps = 0;
  let a: Tenant;
  let b: Tenant;
  let member: Actor;

  const db = () => h.server.database.db;

  /**
   * Moves recordings back in time, as if they had arrived `days` ago. Recordings are named by the
   * submission ids the widget sent (what `submit` answers).
   */
  const age = (organisationId: string, submissions: string[], days: number) =>
    withScope(db(), { organisationId }, (tx) =>
      tx
        .update(recordings)
        .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
        .where(
          and(eq(recordings.organisationId, organisationId), inArray(recordings.idempotencyKey, submissions)),
        ),
    );

  /** The submission ids of an organisation's recordings. */
  const idsOf = (organisationId: string) =>
    withScope(db(), { organisationId }, async (tx) =>
      (
        await tx
          .select({ id: recordings.idempotencyKey })
          .from(recordings)
          .where(eq(recordings.organisationId, organisationId))
      ).map((row) => row.id),
    );

  const uploadsOf = async (organisationId: string) => {
    const entries = await readdir(path.join(h.dataDir, 'uploads'), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    return entries.filter((entry) => entry.isFile() && entry.parentPath.includes(organisationId)).length;
  };

  const stats = async (actor: Actor, productId: string) =>
    ok(
      await actor.ask<{ getProducts: { id: string; averageSentiment: number | null }[] }>(
        '{ getProducts(paging: { limit: 100 }) { id averageSentiment } }',
      ),
    ).getProducts.find((product) => product.id === productId)!;

  /** Contacts of a product, last updated `days` ago; answers their ids. */
  const addContacts = (organisationId: string, productId: string, emails: string[], days: number) =>
    withScope(db(), { organisationId }, async (tx) =>
      (
        await tx
          .insert(contacts)
          .values(
            emails.map((email) => ({
              organisationId,
              productId,
              email,
              source: 'Manual' as const,
              createdAt: new Date(Date.now() - days * DAY_MS),
              updatedAt: new Date(Date.now() - days * DAY_MS),
            })),
          )
          .returning({ id: contacts.id })
      ).map((row) => row.id),
    );

  const contactEmailsOf = (organisationId: string) =>
    withScope(db(), { organisationId }, async (tx) =>
      (
        await tx
          .select({ email: contacts.email })
          .from(contacts)
          .where(eq(contacts.organisationId, organisationId))
      )
        .map((row) => row.email)
        .sort(),
    );

  /** What the hourly schedule does: a sweep, and the jobs it hands out, run by the server's worker. */
  const runRetentionJobs = async () => {
    sweeps += 1;
    await enqueue(db(), retentionSweep, {}, { key: `test-sweep-${sweeps}` });
    return h.server.jobs.drain();
  };

  beforeAll(async () => {
    // No polling worker: the test runs the queue itself (drain), so it knows when the jobs are done.
    h = await startHarness(kind, {
      server: { widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0, jobsWorker: false },
    });
    a = await tenant(h, 'Keeps A Month Ltd');
    b = await tenant(h, 'Keeps Forever Ltd');
    member = await signUpMember(h, a.organisationId);
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('keeps everything until an Admin sets a period, which every member can read', async () => {
    expect(ok(await member.ask<{ privacySettings: unknown }>(SETTINGS)).privacySettings).toEqual({
      retentionDays: null,
      minRetentionDays: 1,
      maxRetentionDays: 3650,
      updatedAt: null,
    });
    const set = ok(
      await a.admin.ask<{ updatePrivacySettings: { retentionDays: number } }>(SET_RETENTION, { d: 30 }),
    );
    expect(set.updatePrivacySettings.retentionDays).toBe(30);
    expect(
      ok(await member.ask<{ privacySettings: { retentionDays: number } }>(SETTINGS)).privacySettings
        .retentionDays,
    ).toBe(30);
    // Another organisation is not affected.
    expect(
      ok(await b.admin.ask<{ privacySettings: { retentionDays: null } }>(SETTINGS)).privacySettings
        .retentionDays,
    ).toBeNull();
  });

  it('refuses a Member and periods out of range, changing nothing', async () => {
    expect(failure(await member.ask(SET_RETENTION, { d: 7 }))).toMatchObject({
      message: 'Only an Admin can change the privacy settings.',
      extensions: { code: 'FORBIDDEN' },
    });
    for (const d of [0, -5, 3651]) {
      expect(failure(await a.admin.ask(SET_RETENTION, { d }))).toMatchObject({
        message: 'Retention must be between 1 and 3650 days, or none to keep everything.',
        extensions: { code: 'BAD_USER_INPUT', field: 'retentionDays' },
      });
    }
    expect(
      ok(await a.admin.ask<{ privacySettings: { retentionDays: number } }>(SETTINGS)).privacySettings
        .retentionDays,
    ).toBe(30);
  });

  it('deletes exactly what is past the period — recordings, their files, contacts — and logs it', async () => {
    // Organisation A keeps 30 days; B has a period of 400 days and only younger feedback.
    const shopA = a.widget(a.shop);
    const blogA = a.widget(a.blog);
    const oldVoice = [
      await shopA.upload(WEBM(2048)),
      await shopA.upload(WEBM(2048)),
      await blogA.upload(WEBM(2048)),
    ];
    const keptVoice = await shopA.upload(WEBM(2048));
    const due = [
      await shopA.submit({ messageType: 'ProvideFeedback', text: 'Terrible, awful, I hate it.' }),
      await shopA.submit({ messageType: 'ProvideFeedback', text: 'Great, lovely shop!' }),
      await shopA.submit({
        messageType: 'LeaveMessage',
        audio: { fileKey: oldVoice[0], contentType: 'audio/webm' },
      }),
      await shopA.submit({
        messageType: 'LeaveMessage',
        audio: { fileKey: oldVoice[1], contentType: 'audio/webm' },
      }),
      await blogA.submit({
        messageType: 'LeaveMessage',
        audio: { fileKey: oldVoice[2], contentType: 'audio/webm' },
      }),
    ];
    const justInside = await shopA.submit({
      messageType: 'ProvideFeedback',
      text: 'Good enough, I like it.',
    });
    const kept = [
      justInside,
      await shopA.submit({
        messageType: 'LeaveMessage',
        audio: { fileKey: keptVoice, contentType: 'audio/webm' },
      }),
      await blogA.submit({ messageType: 'ProvideFeedback', text: 'Fresh and happy feedback, great!' }),
    ];
    await age(a.organisationId, due, 31);
    await age(a.organisationId, [justInside], 29);
    await addContacts(a.organisationId, a.shop, ['old-1@example.com', 'old-2@example.com'], 45);
    await addContacts(a.organisationId, a.blog, ['old-3@example.com'], 31);
    await addContacts(a.organisationId, a.shop, ['recent@example.com'], 29);

    const oldB = await b
      .widget(b.shop)
      .submit({ messageType: 'ProvideFeedback', text: 'Old but kept, great!' });
    await age(b.organisationId, [oldB], 365);
    await addContacts(b.organisationId, b.shop, ['old-1@example.com'], 365);
    ok(await b.admin.ask(SET_RETENTION, { d: 400 }));

    expect(await uploadsOf(a.organisationId)).toBe(4);
    expect((await stats(a.admin, a.shop)).averageSentiment).not.toBeNull();

    // The sweep and one job per organisation with a period (A and B).
    expect(await runRetentionJobs()).toBe(3);

    expect((await idsOf(a.organisationId)).sort()).toEqual([...kept].sort());
    expect(await idsOf(b.organisationId)).toEqual([oldB]);
    expect(await uploadsOf(a.organisationId)).toBe(1);
    expect(await contactEmailsOf(a.organisationId)).toEqual(['recent@example.com']);
    expect(await contactEmailsOf(b.organisationId)).toEqual(['old-1@example.com']);
    // The product's totals lost the deleted texts: they average what is left.
    const { recordings: shopLeft } = ok(
      await a.admin.ask<{ recordings: { sentimentScore: number | null }[] }>(
        'query ($p: ID!) { recordings(productId: $p) { sentimentScore } }',
        { p: a.shop },
      ),
    );
    const scores = shopLeft.flatMap((row) => (row.sentimentScore == null ? [] : [row.sentimentScore]));
    expect((await stats(a.admin, a.shop)).averageSentiment).toBeCloseTo(
      scores.reduce((sum, score) => sum + score, 0) / scores.length,
      5,
    );

    const { privacyDeletions: log } = ok(await a.admin.ask<{ privacyDeletions: Deletion[] }>(LOG));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      kind: 'Retention',
      recordings: 5,
      files: 3,
      contacts: 3,
      requestedBy: null,
    });
    expect(log[0]!.finishedAt).not.toBeNull();
    const cutoffAge = Date.now() - new Date(log[0]!.cutoff!).getTime();
    expect(cutoffAge).toBeGreaterThanOrEqual(30 * DAY_MS);
    expect(cutoffAge).toBeLessThan(31 * DAY_MS);
    expect(ok(await b.admin.ask<{ countPrivacyDeletions: number }>(LOG)).countPrivacyDeletions).toBe(0);

    // Nothing is due any more: the next run deletes nothing and logs nothing.
    expect(await runRetentionJobs()).toBe(3);
    expect(ok(await a.admin.ask<{ countPrivacyDeletions: number }>(LOG)).countPrivacyDeletions).toBe(1);
    expect((await idsOf(a.organisationId)).sort()).toEqual([...kept].sort());
  });

  it('gives the same result in batches of any size, counting every batch into one entry', async () => {
    const shopA = a.widget(a.shop);
    const voice = await a.widget(a.blog).upload(WEBM(1024));
    const due = [
      await shopA.submit({ messageType: 'ProvideFeedback', text: 'one' }),
      await shopA.submit({ messageType: 'ProvideFeedback', text: 'two' }),
      await shopA.submit({ messageType: 'ProvideFeedback', text: 'three' }),
      await a
        .widget(a.blog)
        .submit({ messageType: 'LeaveMessage', audio: { fileKey: voice, contentType: 'audio/webm' } }),
      await a.widget(a.blog).submit({ messageType: 'ProvideFeedback', text: 'five' }),
    ];
    // Older than the 35 days below; what the first run kept is 29 days old at most.
    await age(a.organisationId, due, 40);
    await addContacts(
      a.organisationId,
      a.blog,
      ['b-1@example.com', 'b-2@example.com', 'b-3@example.com'],
      40,
    );
    const before = await idsOf(a.organisationId);

    // The server's own storage, as the job gets it: its uploads folder and signing secret.
    const storage = await localDiskStorage({
      root: path.join(h.dataDir, 'uploads'),
      secret: await uploadSigningSecret(undefined, h.dataDir),
    });
    const totals = await retainOrganisation(
      { db: db(), storage, logger: createLogger('silent') },
      { organisationId: a.organisationId, cutoff: new Date(Date.now() - 35 * DAY_MS) },
      2,
    );
    expect(totals).toEqual({ recordings: 5, files: 1, contacts: 3 });
    expect((await idsOf(a.organisationId)).sort()).toEqual(before.filter((id) => !due.includes(id)).sort());
    expect(await contactEmailsOf(a.organisationId)).toEqual(['recent@example.com']);
    const { privacyDeletions: log } = ok(await a.admin.ask<{ privacyDeletions: Deletion[] }>(LOG));
    expect(log[0]).toMatchObject({ kind: 'Retention', recordings: 5, files: 1, contacts: 3 });
  });

  it('keeps everything again once the period is removed', async () => {
    ok(await a.admin.ask(SET_RETENTION, { d: null }));
    const ids = await idsOf(a.organisationId);
    await age(a.organisationId, ids, 5000);
    // Only B still has a period.
    expect(await runRetentionJobs()).toBe(2);
    expect((await idsOf(a.organisationId)).sort()).toEqual(ids.sort());
  });

  it('erases one contact and everything they sent, whatever the case of the address, in this organisation only', async () => {
    const shopA = a.widget(a.shop);
    const voice = await a.widget(a.blog).upload(WEBM(1024));
    const theirs = [
      await shopA.submit({
        messageType: 'ProvideFeedback',
        text: 'Hi',
        contact: { name: 'Ada', email: 'Ada@Example.com' },
      }),
      await a.widget(a.blog).submit({
        messageType: 'LeaveMessage',
        audio: { fileKey: voice, contentType: 'audio/webm' },
        contact: { email: 'ada@example.com' },
      }),
    ];
    const someoneElse = await shopA.submit({
      messageType: 'ProvideFeedback',
      text: 'Hey',
      contact: { email: 'bob@example.com' },
    });
    const inB = await b
      .widget(b.shop)
      .submit({ messageType: 'ProvideFeedback', text: 'Yo', contact: { email: 'ada@example.com' } });
    // Ada's contacts come from her widget submissions; Bob is on the blog's list too.
    await addContacts(a.organisationId, a.blog, ['bob@example.com'], 0);
    expect(await contactEmailsOf(b.organisationId)).toContain('ada@example.com');
    const filesBefore = await uploadsOf(a.organisationId);

    expect(failure(await member.ask(ERASE, { e: 'ada@example.com' }))).toMatchObject({
      message: 'Only an Admin can erase contacts.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(failure(await a.admin.ask(ERASE, { e: 'not an address' }))).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    expect(failure(await a.admin.ask(ERASE, { e: 'nobody@example.com' }))).toMatchObject({
      message: 'No contact or recording has the address nobody@example.com.',
      extensions: { code: 'NOT_FOUND' },
    });
    const idsBefore = await idsOf(a.organisationId);
    expect(idsBefore).toEqual(expect.arrayContaining([...theirs, someoneElse]));

    const { eraseContact } = ok(
      await a.admin.ask<{ eraseContact: Deletion }>(ERASE, { e: ' ADA@example.COM ' }),
    );
    expect(eraseContact).toMatchObject({
      kind: 'Erasure',
      recordings: 2,
      files: 1,
      contacts: 2,
      requestedBy: a.admin.email,
      cutoff: null,
    });
    expect(eraseContact.finishedAt).not.toBeNull();
    const idsAfter = await idsOf(a.organisationId);
    expect(idsAfter).not.toContain(theirs[0]);
    expect(idsAfter).not.toContain(theirs[1]);
    expect(idsAfter.sort()).toEqual(idsBefore.filter((id) => !theirs.includes(id)).sort());
    expect(await uploadsOf(a.organisationId)).toBe(filesBefore - 1);
    expect(await idsOf(b.organisationId)).toContain(inB);
    expect(await contactEmailsOf(a.organisationId)).toEqual([
      'bob@example.com',
      'bob@example.com',
      'recent@example.com',
    ]);
    expect(await contactEmailsOf(b.organisationId)).toContain('ada@example.com');

    // The log keeps no trace of whom it erased.
    const rows = await withScope(db(), { organisationId: a.organisationId }, (tx) =>
      tx
        .select({ row: sql<string>`row_to_json(${privacyDeletions})::text` })
        .from(privacyDeletions)
        .where(eq(privacyDeletions.organisationId, a.organisationId)),
    );
    expect(rows.map((entry) => entry.row).join('\n')).not.toMatch(/ada@example/i);
    // The audit log is readable by the organisation's Admins only.
    const audited = await withScope(db(), { organisationId: a.organisationId, userId: a.admin.id }, (tx) =>
      tx
        .select({ row: sql<string>`row_to_json(${auditEvents})::text` })
        .from(auditEvents)
        .where(
          and(eq(auditEvents.organisationId, a.organisationId), eq(auditEvents.action, 'ContactErased')),
        ),
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]!.row).not.toMatch(/ada@example/i);
  });

  it('shows the log to Admins only', async () => {
    expect(failure(await member.ask(LOG))).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const { privacyDeletions: log, countPrivacyDeletions } = ok(
      await a.admin.ask<{ privacyDeletions: Deletion[]; countPrivacyDeletions: number }>(LOG),
    );
    expect(countPrivacyDeletions).toBe(3);
    expect(log.map((entry) => entry.kind)).toEqual(['Erasure', 'Retention', 'Retention']);
  });
});
