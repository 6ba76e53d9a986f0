import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestUser } from '@hearback/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../src/db/database';
import { rowsOf } from '../../../src/jobs/queue-role';
import { migrationsFolder } from '../../../src/server-files';
import { SEALED_PREFIX } from '../../../src/services/integration/secret-box';
import { uniqueEmail } from '../../support/actors';
import { graphql, ok } from '../../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../../support/harness';
import {
  FIRST_CONTACT_IMPORT_RELEASE,
  type Journal,
  migrationsAt,
  type OldDatabase,
  oldDatabase,
  readJournal,
} from './old-release';
import { fillOldRelease, type OldReleaseData } from './old-release-data';
import { readTables, rowCounts, rowDifference, type TableContents } from './table-contents';

interface AppliedMigration {
  id: number;
  hash: string;
  createdAt: string;
}

const appliedMigrations = async (db: Database) =>
  rowsOf<AppliedMigration>(
    await db.execute(sql`select id::integer as id, hash, created_at::text as "createdAt"
      from drizzle.__drizzle_migrations order by id`),
  );

// An installation of the first release with contact import, full of data of every kind, upgrades:
// the new server starts on its database (migrating it the way every start does) and the
// organisation's Admin signs in and finds everything again.
describe.each(databaseKinds())(
  'upgrade from the first release with contact import, on %s',
  { timeout: 120_000 },
  (kind) => {
    let workDir: string;
    let oldMigrations: string;
    let old: OldDatabase | undefined;
    let h: Harness | undefined;
    let data: OldReleaseData;
    let oldJournal: Journal;
    let headJournal: Journal;
    let before: Map<string, TableContents>;
    let after: Map<string, TableContents>;
    let migrationsBefore: AppliedMigration[];
    let migrationsAfter: AppliedMigration[];
    let ask: <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

    beforeAll(async () => {
      workDir = await mkdtemp(path.join(tmpdir(), 'hearback-test-upgrade-'));
      oldMigrations = await migrationsAt(FIRST_CONTACT_IMPORT_RELEASE.commit, workDir);
      oldJournal = await readJournal(oldMigrations);
      headJournal = await readJournal(migrationsFolder);
      const emulator = { url: inject('emulatorUrl'), projectId: inject('projectId') };
      const account = await createTestUser(emulator, {
        email: uniqueEmail('upgrade-admin'),
        password: 'password-1234',
        verified: true,
      });

      old = await oldDatabase(kind, oldMigrations, workDir);
      data = await fillOldRelease(old.db, { uid: account.uid, email: account.email });
      before = await readTables(old.db);
      migrationsBefore = await appliedMigrations(old.db);
      await old.close();

      // The job worker stays off: what is compared is what the upgrade itself left, not what
      // background work (retention, sweeps) does with it afterwards.
      h = await startHarness(kind, { ...old.connection, server: { jobsWorker: false } });
      after = await readTables(h.server.database.db);
      migrationsAfter = await appliedMigrations(h.server.database.db);
      const url = h.server.url;
      ask = async <T>(query: string, variables?: Record<string, unknown>) =>
        ok(await graphql<T>(url, query, { token: account.idToken, variables }));
    });

    afterAll(async () => {
      await h?.stop();
      await old?.close();
      await old?.drop();
      if (workDir) await rm(workDir, { recursive: true, force: true });
    });

    it('runs only the migrations the old release lacked, keeping the record of its own', async () => {
      expect(oldJournal.entries).toHaveLength(FIRST_CONTACT_IMPORT_RELEASE.migrations);
      expect(headJournal.entries.length).toBeGreaterThan(oldJournal.entries.length);
      // The migrator decides by each entry's time what an installation still needs, and never
      // runs an applied migration again: an old entry moved, or an applied file edited, would
      // leave old installations with another schema than new ones.
      const entry = ({ tag, when }: Journal['entries'][number]) => ({ tag, when });
      expect(headJournal.entries.slice(0, oldJournal.entries.length).map(entry)).toEqual(
        oldJournal.entries.map(entry),
      );
      const headHashes = await Promise.all(
        oldJournal.entries.map(async ({ tag }) =>
          createHash('sha256')
            .update(await readFile(path.join(migrationsFolder, `${tag}.sql`), 'utf8'))
            .digest('hex'),
        ),
      );
      expect(headHashes).toEqual(migrationsBefore.map((row) => row.hash));
      expect(migrationsBefore.map((row) => row.createdAt)).toEqual(
        oldJournal.entries.map((entry) => String(entry.when)),
      );
      // Each migration applied once: the old ones untouched, the new ones once each, in order.
      expect(migrationsAfter.slice(0, migrationsBefore.length)).toEqual(migrationsBefore);
      expect(migrationsAfter.map((row) => row.createdAt)).toEqual(
        headJournal.entries.map((entry) => String(entry.when)),
      );
    });

    it('filled every table of the old release', async () => {
      const created = new Set<string>();
      for (const { tag } of oldJournal.entries) {
        const migration = await readFile(path.join(oldMigrations, `${tag}.sql`), 'utf8');
        for (const [, table] of migration.matchAll(/CREATE TABLE "(\w+)"/g)) created.add(table!);
      }
      expect([...before.keys()].sort()).toEqual([...created].sort());
      const empty = [...before].filter(([, contents]) => contents.rows.length === 0).map(([table]) => table);
      expect(empty).toEqual([]);
    });

    it('keeps every row of every old table, with its old values', () => {
      const oldTables = [...before.keys()];
      expect(oldTables.filter((table) => !after.has(table))).toEqual([]);

      // Migration 0019 gives the Ready export its expiry job; nothing else adds or removes a row.
      const countsBefore = rowCounts(before);
      const countsAfter = Object.fromEntries(
        Object.entries(rowCounts(after)).filter(([table]) => before.has(table)),
      );
      expect(countsAfter).toEqual({ ...countsBefore, jobs: countsBefore.jobs! + 1 });

      // Integration secrets are sealed at the first start (their own check below).
      const sealedColumns: Record<string, string[]> = { integrations: ['url', 'signing_secret'] };
      const changed = Object.fromEntries(
        oldTables
          .map(
            (table) =>
              [table, rowDifference(before.get(table)!, after.get(table)!, sealedColumns[table])] as const,
          )
          .filter(([, difference]) => difference.lost.length > 0 || difference.gained.length > 0),
      );
      expect(changed).toEqual({
        jobs: { lost: [], gained: [expect.stringContaining('"export.expire"')] },
      });
      const expiryJobs = after
        .get('jobs')!
        .rows.filter((job) => job.kind === 'export.expire')
        .map((job) => ({
          payload: job.payload,
          key: job.idempotency_key,
          organisation: job.organisation_id,
        }));
      expect(expiryJobs).toEqual([
        {
          payload: { exportId: data.exports.readyId },
          key: `export-expiry:${data.exports.readyId}`,
          organisation: data.organisationId,
        },
      ]);
    });

    it('derives what the new tables and columns hold from the old rows', () => {
      const newTables = [...after.keys()].filter((table) => !before.has(table)).sort();
      expect(newTables).toEqual([
        'domain_email_confirmations',
        'product_term_days',
        'product_terms',
        'recording_terms',
        'widget_identity_secrets',
      ]);
      // Every old recording waits for the themes' sweep.
      const terms = after.get('recording_terms')!.rows;
      expect(terms.map((row) => row.recording_id).sort()).toEqual(
        before
          .get('recordings')!
          .rows.map((row) => row.id)
          .sort(),
      );
      expect(terms.every((row) => row.swept === false)).toBe(true);

      const integrations = after.get('integrations')!.rows;
      expect(integrations).toHaveLength(2);
      for (const integration of integrations) {
        expect(String(integration.url).startsWith(SEALED_PREFIX)).toBe(true);
        if (integration.signing_secret !== null) {
          expect(String(integration.signing_secret).startsWith(SEALED_PREFIX)).toBe(true);
        }
      }
      const [organisation] = after.get('organisations')!.rows;
      expect(organisation).toMatchObject({ domain_verified_at: null, domain_verification_method: null });
      expect(organisation!.domain_verification_token).toMatch(/^[0-9a-f]{32}$/);
    });

    it("shows the Admin the organisation's products and members", async () => {
      const { getProducts, countProducts, users, countUsers, invitations } = await ask<{
        getProducts: {
          id: string;
          name: string;
          url: string | null;
          type: string;
          isActive: boolean;
          platform: { name: string };
          category: { name: string } | null;
          subCategory: { name: string } | null;
          averageSentiment: number | null;
        }[];
        countProducts: number;
        users: { email: string; role: string | null; enabled: boolean; invitationAccepted: boolean }[];
        countUsers: number;
        invitations: { email: string; role: string }[];
      }>(`{
        getProducts(paging: { limit: 10 }) {
          id name url type isActive platform { name } category { name } subCategory { name } averageSentiment
        }
        countProducts
        users(paging: { limit: 10 }) { email role enabled invitationAccepted }
        countUsers
        invitations { email role }
      }`);
      const byName = [...getProducts].sort((a, b) => a.name.localeCompare(b.name));
      expect(byName).toEqual([
        {
          id: data.products.appId,
          name: 'Gadget app',
          url: null,
          type: 'App',
          isActive: false,
          platform: { name: 'iOS' },
          category: null,
          subCategory: null,
          averageSentiment: null,
        },
        {
          id: data.products.shopId,
          name: 'Gadget shop',
          url: 'https://shop.upgrade.example',
          type: 'Website',
          isActive: true,
          platform: { name: 'Web' },
          category: { name: 'Shopping' },
          subCategory: { name: 'Electronics' },
          averageSentiment: expect.closeTo((0.6249 + 0.3182 - 0.7351) / 3, 4),
        },
      ]);
      expect(countProducts).toBe(2);
      const admin = before.get('users')!.rows.find((row) => row.id === data.adminId)!;
      expect([...users].sort((a, b) => a.email.localeCompare(b.email))).toEqual(
        [
          { email: admin.email, role: 'Admin', enabled: true, invitationAccepted: true },
          { email: data.memberEmail, role: 'Member', enabled: true, invitationAccepted: true },
        ].sort((a, b) => String(a.email).localeCompare(String(b.email))),
      );
      expect(countUsers).toBe(2);
      expect(invitations).toEqual([{ email: 'ines@upgrade.example', role: 'Member' }]);
    });

    it('shows the recordings with their audio, transcripts and answers', async () => {
      const { recordings, countRecordings } = await ask<{
        recordings: Record<string, unknown>[];
        countRecordings: number;
      }>(
        `query ($productId: ID!) {
          recordings(productId: $productId, paging: { limit: 10 }) {
            id messageType text transcript transcription { status } reviewed contactEmailVerified
            answers { questionId question answer } contact { name email }
            audio { contentType size durationMs } sentimentScore sentimentLabel sentimentSource
          }
          countRecordings(productId: $productId)
        }`,
        { productId: data.products.shopId },
      );
      const { recordings: ids, questions } = data;
      expect(countRecordings).toBe(4);
      // Newest first.
      expect(recordings).toEqual([
        {
          id: ids.campaignResponseId,
          messageType: 'CustomQuestion',
          text: 'The parcel was late and broken',
          transcript: null,
          transcription: null,
          reviewed: false,
          contactEmailVerified: true,
          answers: [
            { questionId: questions.likedId, question: 'What did you like?', answer: 'Nothing this time' },
          ],
          contact: { name: null, email: 'ana@customer.example' },
          audio: null,
          sentimentScore: expect.closeTo(-0.7351, 4),
          sentimentLabel: 'Negative',
          sentimentSource: 'Text',
        },
        {
          id: ids.waitingVoiceId,
          messageType: 'LeaveMessage',
          text: null,
          transcript: null,
          // Its old job is still queued, so it stays Queued for it (migration 0020).
          transcription: { status: 'Queued' },
          reviewed: false,
          contactEmailVerified: false,
          answers: [],
          contact: { name: null, email: null },
          audio: { contentType: 'audio/webm', size: 20_100, durationMs: 2_250 },
          sentimentScore: null,
          sentimentLabel: null,
          sentimentSource: null,
        },
        {
          id: ids.transcribedVoiceId,
          messageType: 'LeaveMessage',
          text: null,
          transcript: 'please add a dark mode',
          transcription: { status: 'Done' },
          reviewed: false,
          contactEmailVerified: false,
          answers: [],
          contact: { name: null, email: null },
          audio: { contentType: 'audio/webm', size: 48_213, durationMs: 5_400 },
          sentimentScore: expect.closeTo(0.3182, 4),
          sentimentLabel: 'Positive',
          sentimentSource: 'Transcript',
        },
        {
          id: ids.feedbackId,
          messageType: 'CustomQuestion',
          text: 'Great checkout',
          transcript: null,
          transcription: null,
          reviewed: true,
          contactEmailVerified: false,
          answers: [
            { questionId: questions.likedId, question: 'What did you like?', answer: 'The quick delivery' },
          ],
          contact: { name: 'Cleo', email: 'cleo@customer.example' },
          audio: null,
          sentimentScore: expect.closeTo(0.6249, 4),
          sentimentLabel: 'Positive',
          sentimentSource: 'Text',
        },
      ]);
    });

    it('shows the campaign with its responses and what needs attention', async () => {
      const result = await ask<Record<string, unknown>>(
        `query ($productId: ID!, $campaignId: ID!) {
          campaigns(productId: $productId) {
            id name status source purpose message segmentId segmentName keywords timeZone recurrence
            questions { id text }
          }
          campaignResponses(campaignId: $campaignId) { id }
          attentionItems(campaignId: $campaignId) {
            reason matchedKeywords contactEmail assigneeId resolved recording { id }
          }
        }`,
        { productId: data.products.shopId, campaignId: data.campaignId },
      );
      expect(result).toEqual({
        campaigns: [
          {
            id: data.campaignId,
            name: 'Spring survey',
            status: 'Running',
            source: 'Email',
            purpose: 'CustomQuestion',
            message: 'How was your order?',
            segmentId: data.segments.staticId,
            segmentName: 'Imported customers',
            keywords: ['late', 'broken'],
            timeZone: 'Europe/Berlin',
            recurrence: 'None',
            questions: [{ id: data.questions.likedId, text: 'What did you like?' }],
          },
        ],
        campaignResponses: [{ id: data.recordings.campaignResponseId }],
        attentionItems: [
          {
            reason: 'Keyword',
            matchedKeywords: ['late', 'broken'],
            contactEmail: 'ana@customer.example',
            assigneeId: data.adminId,
            resolved: false,
            recording: { id: data.recordings.campaignResponseId },
          },
        ],
      });
    });

    it('shows the contacts, the segments and the contact import', async () => {
      const result = await ask<{
        segments: {
          id: string;
          name: string;
          kind: string;
          description: string | null;
          size: number;
          rules: unknown;
        }[];
        staticMembers: { email: string }[];
        dynamicMembers: { email: string }[];
        contacts: Record<string, unknown>[];
        countContacts: number;
        contactImport: Record<string, unknown>;
      }>(
        `query ($productId: ID!, $staticId: ID!, $dynamicId: ID!, $importId: ID!) {
          segments(productId: $productId) { id name kind description size rules }
          staticMembers: segmentMembers(segmentId: $staticId) { email }
          dynamicMembers: segmentMembers(segmentId: $dynamicId) { email }
          contacts(productId: $productId, paging: { limit: 10 }) {
            id email name phoneNumber externalId source attributes { key value }
          }
          countContacts(productId: $productId)
          contactImport(id: $importId) {
            status fileName delimiter defaultCountry segmentId segmentName totalRows createdCount
            updatedCount rejectedCount warningCount
            mapping { email name phoneNumber externalId attributes { column key } }
          }
        }`,
        {
          productId: data.products.shopId,
          staticId: data.segments.staticId,
          dynamicId: data.segments.dynamicId,
          importId: data.contactImportId,
        },
      );
      expect([...result.segments].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        {
          id: data.segments.staticId,
          name: 'Imported customers',
          kind: 'Static',
          description: 'From the spring CSV',
          size: 2,
          rules: null,
        },
        {
          id: data.segments.dynamicId,
          name: 'Pro plan',
          kind: 'Dynamic',
          description: null,
          size: 1,
          rules: {
            type: 'group',
            match: 'all',
            rules: [{ type: 'attribute', key: 'plan', operator: 'equals', value: 'pro' }],
          },
        },
      ]);
      expect(result.staticMembers.map((member) => member.email).sort()).toEqual([
        'ana@customer.example',
        'ben@customer.example',
      ]);
      expect(result.dynamicMembers).toEqual([{ email: 'ana@customer.example' }]);
      expect(result.countContacts).toBe(3);
      expect([...result.contacts].sort((a, b) => String(a.email).localeCompare(String(b.email)))).toEqual([
        {
          id: data.contacts.anaId,
          email: 'ana@customer.example',
          name: 'Ana Customer',
          phoneNumber: '+4915112345678',
          externalId: 'cust-1',
          source: 'Import',
          attributes: [{ key: 'plan', value: 'pro' }],
        },
        {
          id: data.contacts.benId,
          email: 'ben@customer.example',
          name: 'Ben Customer',
          phoneNumber: null,
          externalId: 'cust-2',
          source: 'Import',
          attributes: [{ key: 'plan', value: 'free' }],
        },
        {
          id: data.contacts.cleoId,
          email: 'cleo@customer.example',
          name: null,
          phoneNumber: null,
          externalId: null,
          source: 'Widget',
          attributes: [],
        },
      ]);
      expect(result.contactImport).toEqual({
        status: 'Succeeded',
        fileName: 'customers.csv',
        delimiter: ',',
        defaultCountry: 'DE',
        segmentId: data.segments.staticId,
        segmentName: 'Imported customers',
        totalRows: 3,
        createdCount: 2,
        updatedCount: 0,
        rejectedCount: 1,
        warningCount: 0,
        mapping: {
          email: 'Email',
          name: 'Name',
          phoneNumber: 'Phone',
          externalId: 'Id',
          attributes: [{ column: 'Plan', key: 'plan' }],
        },
      });
    });

    it('shows the widget, the settings, the API key, the integrations, the exports and the audit log', async () => {
      const result = await ask<Record<string, unknown>>(
        `query ($productId: ID!) {
          widgetSettings(productId: $productId) {
            messageType customMessage collectType collectFields position maxRecordingSeconds
            questions { id text readonly }
          }
          generalSettings(productId: $productId) { timeZone widgetLanguage }
          privacySettings { retentionDays }
          apiKeys { id name prefix revokedAt }
          webhooks: integrations(kind: Webhook) { id name url events active }
          slack: integrations(kind: Slack) { id name url events active }
          exports(productId: $productId) { id status kind format error expiresAt }
          auditEvents { action targetType targetId targetLabel changes { field from to } }
          notifications { kind message }
        }`,
        { productId: data.products.shopId },
      );
      const ready = before.get('exports')!.rows.find((row) => row.id === data.exports.readyId)!;
      const readyExpiry = new Date(Date.parse(String(ready.finished_at)) + 24 * 3_600_000).toISOString();
      expect(result).toEqual({
        widgetSettings: {
          messageType: 'CustomQuestion',
          customMessage: 'Tell us about your order',
          collectType: 'Form',
          collectFields: ['name', 'email'],
          position: 'BottomLeft',
          maxRecordingSeconds: 90,
          questions: [
            { id: data.questions.likedId, text: 'What did you like?', readonly: false },
            { id: data.questions.elseId, text: 'Anything else?', readonly: true },
          ],
        },
        generalSettings: { timeZone: 'Europe/Berlin', widgetLanguage: 'de' },
        privacySettings: { retentionDays: 730 },
        apiKeys: [{ id: data.apiKeyId, name: 'Reporting', prefix: 'hb_upgr4d3', revokedAt: null }],
        // Sealed in the database, the same text through the API.
        webhooks: [
          {
            id: data.integrations.webhookId,
            name: 'Order system',
            url: data.integrations.webhookUrl,
            events: ['RecordingCreated'],
            active: true,
          },
        ],
        slack: [
          {
            id: data.integrations.slackId,
            name: 'Support channel',
            // A Slack URL is a credential: the API shows only its beginning, read from the sealed value.
            url: 'https://hooks.slack.com/services/T0…',
            events: ['AttentionRecommended'],
            active: false,
          },
        ],
        exports: [
          {
            id: data.exports.readyId,
            status: 'Ready',
            kind: 'Recordings',
            format: 'Csv',
            error: null,
            expiresAt: readyExpiry,
          },
          {
            id: data.exports.failedId,
            status: 'Failed',
            kind: 'Contacts',
            format: 'Json',
            error: 'The storage did not answer.',
            expiresAt: null,
          },
        ],
        auditEvents: [
          {
            action: 'ProductCreated',
            targetType: 'Product',
            targetId: data.products.shopId,
            targetLabel: 'Gadget shop',
            changes: [{ field: 'name', from: null, to: 'Gadget shop' }],
          },
        ],
        notifications: expect.arrayContaining([
          { kind: 'ReviewUsers', message: 'max@upgrade.example asks to join.' },
          { kind: 'AttentionRecommended', message: 'A response to Spring survey needs attention.' },
        ]),
      });
      expect(result.notifications).toHaveLength(2);
    });
  },
);
