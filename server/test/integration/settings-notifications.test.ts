import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { notificationRecipients } from '../../src/services/notification/notification-recipients';
import { type Actor, signUpAdmin, signUpMember } from '../support/actors';
import { markDomainProven, signUpAndAskToJoin } from '../support/domain-join';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type MailCatcher, startMailCatcher } from '../support/mail';
import { attachedMember, createProduct } from '../support/widget-fixtures';

const FIELDS = 'topic audience audiences email inApp updatedAt';
const READ = `{ notificationSettings { ${FIELDS} } }`;
const UPDATE = `mutation ($s: [NotificationSettingInput!]!) { updateNotificationSettings(settings: $s) { ${FIELDS} } }`;

interface Setting {
  topic: string;
  audience: string;
  audiences: string[];
  email: boolean;
  inApp: boolean;
  updatedAt: string | null;
}

const DEFAULTS = [
  {
    topic: 'ReviewUsers',
    audience: 'Admins',
    audiences: ['Admins'],
    email: true,
    inApp: true,
    updatedAt: null,
  },
  {
    topic: 'NewFeedback',
    audience: 'Everyone',
    audiences: ['Admins', 'Everyone'],
    email: false,
    inApp: true,
    updatedAt: null,
  },
  {
    topic: 'AttentionRecommended',
    audience: 'Everyone',
    audiences: ['Admins', 'Everyone'],
    email: true,
    inApp: true,
    updatedAt: null,
  },
  {
    topic: 'WeeklyReport',
    audience: 'Everyone',
    audiences: ['Admins', 'Everyone'],
    email: true,
    inApp: false,
    updatedAt: null,
  },
  {
    topic: 'ExportReady',
    audience: 'Requester',
    audiences: ['Requester'],
    email: true,
    inApp: true,
    updatedAt: null,
  },
];

describe.each(databaseKinds())('notification settings on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let member: Actor;
  let stranger: Actor;
  let organisationId: string;
  let mail: MailCatcher;

  const read = (actor: Actor) => actor.ask<{ notificationSettings: Setting[] }>(READ);
  const update = (actor: Actor, s: unknown[]) =>
    actor.ask<{ updateNotificationSettings: Setting[] }>(UPDATE, { s });

  beforeAll(async () => {
    mail = await startMailCatcher();
    h = await startHarness(kind, { smtpUrl: mail.url });
    const founded = await signUpAdmin(h, 'Notify Ltd', { website: `https://notify-${kind}.example` });
    admin = founded.admin;
    organisationId = founded.organisation.id;
    member = await signUpMember(h, organisationId);
    stranger = (await signUpAdmin(h, 'Elsewhere Ltd')).admin;
  });

  afterAll(async () => {
    await h?.stop();
    await mail?.stop();
  });

  it('answers every topic with its defaults until an Admin changes one', async () => {
    expect(ok(await read(member)).notificationSettings).toEqual(DEFAULTS);
  });

  it('lets an Admin change topics in one call, and every member reads the result', async () => {
    const changed = ok(
      await update(admin, [
        { topic: 'NewFeedback', audience: 'Admins', email: true },
        { topic: 'WeeklyReport', inApp: true },
      ]),
    ).updateNotificationSettings;
    expect(changed.find((setting) => setting.topic === 'NewFeedback')).toMatchObject({
      audience: 'Admins',
      email: true,
      inApp: true,
    });
    expect(changed.find((setting) => setting.topic === 'WeeklyReport')).toMatchObject({
      audience: 'Everyone',
      email: true,
      inApp: true,
    });
    expect(changed.find((setting) => setting.topic === 'WeeklyReport')!.updatedAt).not.toBeNull();
    expect(changed.find((setting) => setting.topic === 'ExportReady')!.updatedAt).toBeNull();
    expect(ok(await read(member)).notificationSettings).toEqual(changed);
    // Another organisation keeps its own rules.
    expect(ok(await read(stranger)).notificationSettings).toEqual(DEFAULTS);
  });

  it('refuses changes to a Member', async () => {
    expect(failure(await update(member, [{ topic: 'NewFeedback', email: false }]))).toMatchObject({
      message: 'Only an Admin can change the notification settings.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses an audience a topic cannot have, a topic given twice and an empty change, changing nothing', async () => {
    const before = ok(await read(admin)).notificationSettings;
    expect(
      failure(
        await update(admin, [
          { topic: 'NewFeedback', email: false },
          { topic: 'ReviewUsers', audience: 'Everyone' },
        ]),
      ),
    ).toMatchObject({
      message: 'ReviewUsers can only go to Admins.',
      extensions: { code: 'BAD_USER_INPUT', field: 'settings.1.audience' },
    });
    expect(
      failure(
        await update(admin, [
          { topic: 'NewFeedback', email: false },
          { topic: 'NewFeedback', inApp: false },
        ]),
      ),
    ).toMatchObject({
      message: 'NewFeedback is given twice; give each topic once.',
      extensions: { code: 'BAD_USER_INPUT', field: 'settings.1.topic' },
    });
    expect(failure(await update(admin, []))).toMatchObject({
      message: 'Give at least one topic to change.',
      extensions: { code: 'BAD_USER_INPUT', field: 'settings' },
    });
    expect(ok(await read(admin)).notificationSettings).toEqual(before);
  });

  it('tells the notification code who gets what: audience, product, enabled users and personal switches', async () => {
    const product = await createProduct(admin, 'Shop');
    const attached = await attachedMember(h, admin, organisationId, [product]);
    ok(
      await update(admin, [
        { topic: 'AttentionRecommended', audience: 'Everyone', email: true, inApp: true },
        { topic: 'WeeklyReport', audience: 'Everyone', email: true, inApp: false },
      ]),
    );
    // The attached Member turned report e-mails off on their account page.
    ok(await attached.ask('mutation { updateMe(update: { isReportNotificationEnabled: false }) { id } }'));
    const recipients = (topic: 'AttentionRecommended' | 'WeeklyReport' | 'ExportReady', extra = {}) =>
      withScope(h.server.database.db, { organisationId }, (tx) =>
        notificationRecipients(tx, { organisationId, topic, productId: product, ...extra }),
      );
    const ids = (list: { id: string }[]) => list.map((recipient) => recipient.id).sort();

    const attention = await recipients('AttentionRecommended');
    // `member` is not attached to the product: only Admins and attached Members hear of it.
    expect(ids(attention.inApp)).toEqual([admin.id, attached.id].sort());
    expect(ids(attention.email)).toEqual([admin.id, attached.id].sort());

    const report = await recipients('WeeklyReport');
    expect(report.inApp).toEqual([]);
    expect(ids(report.email)).toEqual([admin.id]);

    const exported = await recipients('ExportReady', { requesterId: member.id });
    expect(ids(exported.inApp)).toEqual([member.id]);

    // A disabled user is told nothing.
    await withScope(h.server.database.db, { organisationId }, (tx) =>
      tx.update(users).set({ enabled: false }).where(eq(users.id, attached.id)),
    );
    expect(ids((await recipients('AttentionRecommended')).inApp)).toEqual([admin.id]);
  });

  it('keeps ReviewUsers in the bell out when Admins chose e-mail only', async () => {
    ok(await update(admin, [{ topic: 'ReviewUsers', inApp: false, email: true }]));
    await markDomainProven(h, organisationId);
    const joiner = await signUpAndAskToJoin(h, `joiner-${Date.now()}@notify-${kind}.example`, organisationId);
    const { organisationReviewUsers } = ok(
      await admin.ask<{ organisationReviewUsers: { email: string }[] }>(
        '{ organisationReviewUsers { email } }',
      ),
    );
    expect(organisationReviewUsers.map((entry) => entry.email)).toContain(joiner.email);
    const { countNotifications } = ok(
      await admin.ask<{ countNotifications: number }>(
        '{ countNotifications(filter: { kind: ReviewUsers }) }',
      ),
    );
    expect(countNotifications).toBe(0);
    const received = await mail.waitFor((message) => message.to.includes(admin.email));
    expect(received.text).toContain(joiner.email);
  });
});
