import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asQueue, rowsOf } from '../../src/jobs/queue-role';
import { createJobWorker } from '../../src/jobs/worker';
import { createLogger } from '../../src/logger';
import { createMailer } from '../../src/mail/mailer';
import { registerCampaignJobs } from '../../src/services/campaign/campaign-jobs';
import { type Actor, signUpAdmin } from '../support/actors';
import { ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type MailCatcher, startMailCatcher } from '../support/mail';
import { createProduct } from '../support/widget-fixtures';

const PARIS = 'Europe/Paris';
const WEEK_MS = 7 * 24 * 3_600_000;

const parisClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
const parisOffset = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: PARIS, timeZoneName: 'shortOffset' }).format(instant);

/**
 * A past Monday 09:00 in Paris whose offset from UTC is not today's, so that the next weekly
 * start lies across at least one daylight-saving change from it.
 */
function mondayNineAcrossDst(now: Date): Date {
  for (let weeks = 1; weeks <= 52; weeks++) {
    const day = new Date(now.getTime() - weeks * WEEK_MS);
    const monday = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - ((day.getUTCDay() + 6) % 7)),
    );
    // 09:00 Paris is 07:00 or 08:00 UTC: take whichever Paris reads as 09:00.
    const nine = [7, 8]
      .map((hour) => new Date(monday.getTime() + hour * 3_600_000))
      .find((candidate) => parisClock(candidate) === 'Monday 09:00')!;
    if (parisOffset(nine) !== parisOffset(now)) return nine;
  }
  throw new Error('No daylight-saving change in a year');
}

describe.each(databaseKinds())('recurring campaigns on %s', (kind) => {
  let h: Harness;
  let mail: MailCatcher;
  let admin: Actor;

  beforeAll(async () => {
    mail = await startMailCatcher();
    h = await startHarness(kind, { smtpUrl: mail.url, server: { jobsWorker: false } });
    admin = (await signUpAdmin(h, 'Recurring Ltd')).admin;
  });

  afterAll(async () => {
    await h?.stop();
    await mail?.stop();
  });

  it('starts "every Monday 09:00 Europe/Paris" again at 09:00 Paris across the DST change', async () => {
    const product = await createProduct(admin, 'Shop');
    const { createSegment } = ok(
      await admin.ask<{ createSegment: { id: string } }>(
        'mutation ($p: ID!) { createSegment(productId: $p, input: { name: "Weekly", kind: Static }) { id } }',
        { p: product },
      ),
    );
    ok(
      await admin.ask(
        'mutation ($s: ID!) { addSegmentMember(segmentId: $s, input: { email: "weekly@shop.test" }) { id } }',
        { s: createSegment.id },
      ),
    );
    const { createCampaign } = ok(
      await admin.ask<{ createCampaign: { id: string } }>(
        `mutation ($p: ID!, $input: CreateCampaignInput!) { createCampaign(productId: $p, input: $input) { id } }`,
        {
          p: product,
          input: {
            name: 'Monday check-in',
            source: 'Email',
            segmentId: createSegment.id,
            purpose: 'ProvideFeedback',
            message: 'How is your week going?',
          },
        },
      ),
    );
    const startsAt = mondayNineAcrossDst(new Date());
    const { scheduleCampaign } = ok(
      await admin.ask<{ scheduleCampaign: { startsAt: string; timeZone: string; recurrence: string } }>(
        `mutation ($id: ID!, $input: CampaignScheduleInput!) {
          scheduleCampaign(id: $id, input: $input) { startsAt timeZone recurrence }
        }`,
        {
          id: createCampaign.id,
          input: { startsAt: startsAt.toISOString(), timeZone: PARIS, recurrence: 'Weekly' },
        },
      ),
    );
    expect(scheduleCampaign).toEqual({
      startsAt: startsAt.toISOString(),
      timeZone: PARIS,
      recurrence: 'Weekly',
    });

    const mailer = createMailer({
      smtpUrl: mail.url,
      outboxDir: h.dataDir,
      from: 'test@hearback.test',
      logger: createLogger('silent'),
    });
    const worker = createJobWorker({ db: h.server.database.db, logger: createLogger('silent') });
    registerCampaignJobs(worker, mailer, () => 'http://dashboard.test');
    const ranAt = new Date();
    await worker.drain();
    mailer.close();
    expect(mail.messages.some((m) => m.to.includes('weekly@shop.test'))).toBe(true);

    const next = await asQueue(h.server.database.db, async (tx) =>
      rowsOf<{ run_at: string | Date }>(
        await tx.execute(
          sql`select run_at from jobs where kind = 'campaign.start' and state = 'queued' and payload->>'campaignId' = ${createCampaign.id}`,
        ),
      ),
    );
    expect(next).toHaveLength(1);
    const runAt = new Date(next[0]!.run_at);
    expect(parisClock(runAt)).toBe('Monday 09:00');
    expect(runAt.getTime()).toBeGreaterThan(ranAt.getTime());
    expect(runAt.getTime() - ranAt.getTime()).toBeLessThanOrEqual(WEEK_MS);
  });
});
