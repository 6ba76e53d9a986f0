import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/db/database';
import { attentionItems, campaignInvitations, campaigns, contacts, recordings } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { enqueue } from '../../src/jobs/enqueue';
import { asQueue, rowsOf } from '../../src/jobs/queue-role';
import { createJobWorker, type JobWorker } from '../../src/jobs/worker';
import { createLogger } from '../../src/logger';
import { createMailer, type Mailer } from '../../src/mail/mailer';
import {
  isoWeek,
  registerWeeklyReportJobs,
  weeklyReportSweep,
} from '../../src/services/notification/weekly-report-jobs';
import { type Actor, signUpAdmin } from '../support/actors';
import { ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '../support/mail';
import { attachedMember, createProduct } from '../support/widget-fixtures';

const DAY_MS = 24 * 3_600_000;
const REPORT = /weekly feedback report/;
const DASHBOARD = 'http://dashboard.test';

describe.each(databaseKinds())('weekly report on %s', (kind) => {
  let h: Harness;
  let mail: MailCatcher;
  let admin: Actor;
  let member: Actor;
  let optedOut: Actor;
  let stranger: Actor;
  let organisationId: string;
  let shop: string;
  let blog: string;
  let campaignId: string;
  const reportsTo = (actor: Actor) =>
    mail.messages.filter((m) => REPORT.test(m.subject) && m.to.includes(actor.email.toLowerCase()));

  /** A worker with the report's jobs, as the server builds it, mailing through `mailer`. */
  const reportWorker = (mailer: Mailer): JobWorker => {
    const worker = createJobWorker({
      db: h.server.database.db,
      logger: createLogger('silent'),
      pollIntervalMs: 50,
    });
    registerWeeklyReportJobs(worker, mailer, () => DASHBOARD);
    return worker;
  };
  const smtp = () =>
    createMailer({
      smtpUrl: mail.url,
      outboxDir: h.dataDir,
      from: 'test@hearback.test',
      logger: createLogger('silent'),
    });

  /** Seeds as the organisation, the way the widget and the campaign jobs store rows. */
  const asOrganisation = <T>(work: (tx: Transaction) => Promise<T>) =>
    withScope(h.server.database.db, { organisationId }, work);
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
  const recording = (productId: string, score: number, createdAt: Date, extra = {}) => ({
    organisationId,
    productId,
    idempotencyKey: crypto.randomUUID(),
    messageType: 'ProvideFeedback' as const,
    text: `Scored ${score}`,
    sentimentScore: score,
    sentimentLabel: score < -0.05 ? ('Negative' as const) : ('Positive' as const),
    createdAt,
    ...extra,
  });

  beforeAll(async () => {
    mail = await startMailCatcher();
    // The server's own worker stays off: the test runs the report's workers itself.
    h = await startHarness(kind, { smtpUrl: mail.url, server: { jobsWorker: false } });
    const founded = await signUpAdmin(h, 'Weekly Ltd');
    admin = founded.admin;
    organisationId = founded.organisation.id;
    ok(await admin.ask('mutation { updateMe(update: { firstName: "Ada" }) { id } }'));
    shop = await createProduct(admin, 'Shop');
    blog = await createProduct(admin, 'Blog');
    member = await attachedMember(h, admin, organisationId, [shop]);
    optedOut = await attachedMember(h, admin, organisationId, [shop, blog]);
    ok(await optedOut.ask('mutation { updateMe(update: { isReportNotificationEnabled: false }) { id } }'));
    const elsewhere = await signUpAdmin(h, 'Elsewhere Ltd');
    stranger = elsewhere.admin;
    await createProduct(stranger, 'Elsewhere app');

    await asOrganisation(async (tx) => {
      // Shop, this week: 0.6, 0.4, -0.2 and a campaign response at -0.4 (mean +0.10); the week
      // before: -0.5 and -0.1 (mean -0.30); older feedback counts in neither.
      await tx
        .insert(recordings)
        .values([
          recording(shop, 0.6, daysAgo(1)),
          recording(shop, 0.4, daysAgo(2)),
          recording(shop, -0.2, daysAgo(6)),
          recording(shop, -0.5, daysAgo(8)),
          recording(shop, -0.1, daysAgo(13)),
          recording(shop, -0.9, daysAgo(20)),
          recording(blog, 0.8, daysAgo(3)),
        ]);
      const [campaign] = await tx
        .insert(campaigns)
        .values({
          organisationId,
          productId: shop,
          name: 'Checkout survey',
          source: 'Email',
          purpose: 'ProvideFeedback',
          message: 'How was checkout?',
          status: 'Running',
          startsAt: daysAgo(5),
        })
        .returning({ id: campaigns.id });
      campaignId = campaign!.id;
      const people = await tx
        .insert(contacts)
        .values(
          [0, 1, 2, 3].map((i) => ({
            organisationId,
            productId: shop,
            email: `buyer${i}@shop.test`,
            source: 'Manual' as const,
          })),
        )
        .returning({ id: contacts.id });
      await tx.insert(campaignInvitations).values(
        people.map((person, i) => ({
          organisationId,
          campaignId,
          contactId: person.id,
          token: `secret-${i}-${crypto.randomUUID()}`,
          sentAt: daysAgo(5),
        })),
      );
      const [response] = await tx
        .insert(recordings)
        .values(recording(shop, -0.4, daysAgo(4), { campaignId, contactId: people[0]!.id }))
        .returning({ id: recordings.id });
      await tx.insert(attentionItems).values({
        organisationId,
        campaignId,
        recordingId: response!.id,
        contactId: people[0]!.id,
        reason: 'NegativeSentiment',
      });
    });
  });

  afterAll(async () => {
    await h?.stop();
    await mail?.stop();
  });

  it('mails each person the week of the products they can see, and no one who opted out', async () => {
    const worker = reportWorker(smtp());
    await worker.start();
    const [toAdmin, toMember, toStranger] = await Promise.all(
      [admin, member, stranger].map((actor) =>
        mail.waitFor((m) => REPORT.test(m.subject) && m.to.includes(actor.email.toLowerCase()), 30_000),
      ),
    );
    await worker.stop();
    await worker.drain();

    const text = (message: CaughtMail) => message.text.replace(/\r\n/g, '\n');
    expect(toAdmin!.subject).toMatch(
      /^Your weekly feedback report for Weekly Ltd: \d+ \w+ \d{4} to \d+ \w+ \d{4}$/,
    );
    const adminText = text(toAdmin!);
    expect(adminText).toContain('Hello Ada,');
    // Products in name order, each with its week.
    expect(adminText.indexOf('\nBlog\n')).toBeGreaterThan(0);
    expect(adminText.indexOf('\nShop\n')).toBeGreaterThan(adminText.indexOf('\nBlog\n'));
    const shopPart = adminText.slice(adminText.indexOf('\nShop\n'));
    expect(shopPart).toContain('New feedback: 4 (1 campaign response)');
    expect(shopPart).toContain('Average sentiment: +0.10, up 0.40 from -0.30 the week before');
    expect(shopPart).toContain('Attention recommended, still open: 1');
    expect(shopPart).toContain('Checkout survey (Running): 25% response rate (1 of 4), 1 new response');
    expect(shopPart).toContain(`${DASHBOARD}/app/${shop}/campaigns/${campaignId}/attention-recommended`);
    expect(shopPart).toContain(`Feedback: ${DASHBOARD}/app/${shop}/recordings`);
    const blogPart = adminText.slice(adminText.indexOf('\nBlog\n'), adminText.indexOf('\nShop\n'));
    expect(blogPart).toContain('New feedback: 1\n');
    expect(blogPart).toContain('Average sentiment: +0.80 (none the week before)');
    expect(blogPart).toContain('Attention recommended, still open: 0');
    expect(adminText).toContain(`${DASHBOARD}/account`);

    // A Member reads only the products they are attached to.
    const memberText = text(toMember!);
    expect(memberText).toContain('\nShop\n');
    expect(memberText).not.toContain('Blog');
    expect(memberText).toContain('New feedback: 4 (1 campaign response)');

    // Another organisation's report says nothing of this one.
    const strangerText = text(toStranger!);
    expect(strangerText).toContain('Elsewhere app');
    expect(strangerText).toContain('Average sentiment: no scored feedback this week');
    expect(strangerText).not.toMatch(/Shop|Blog|Checkout/);

    expect(reportsTo(optedOut)).toHaveLength(0);
    for (const actor of [admin, member, stranger]) expect(reportsTo(actor)).toHaveLength(1);
  });

  it('sends nothing twice when the weekly job runs again and the worker restarts', async () => {
    const before = mail.messages.length;
    // The same week's job once more (a second server catching up), then a restarted worker.
    await enqueue(h.server.database.db, weeklyReportSweep, {}, { key: 'run-again' });
    const again = reportWorker(smtp());
    expect(await again.drain()).toBeGreaterThan(0);
    await again.start();
    await again.stop();
    await again.drain();
    expect(mail.messages.length).toBe(before);

    const sends = await asQueue(h.server.database.db, async (tx) =>
      rowsOf<{ key: string; state: string }>(
        await tx.execute(
          sql`select idempotency_key as key, state from jobs where kind = 'report.weekly-send' order by key`,
        ),
      ),
    );
    const week = sends[0]!.key.split(':').at(-1)!;
    expect(week).toMatch(/^\d{4}-W\d{2}$/);
    expect(sends).toHaveLength(3);
    expect(sends.every((job) => job.state === 'done')).toBe(true);
    expect(new Set(sends.map((job) => job.key))).toEqual(
      new Set([admin, member, stranger].map((actor) => `weekly-report:${actor.id}:${week}`)),
    );
  });

  it('names weeks as ISO 8601 does', () => {
    expect(isoWeek(new Date('2026-11-23T09:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2027-01-01T09:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T09:00:00Z'))).toBe('2025-W01');
  });
});
