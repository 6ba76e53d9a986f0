import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { notificationSettings, productUsers, users } from '../../db/schema';
import type { NotificationTopic } from '../../generated/resolvers-types';
import {
  DEFAULT_NOTIFICATION_RULES,
  type NotificationRule,
  PERSONAL_EMAIL_SWITCH,
} from './notification-rules';

export interface Recipient {
  id: string;
  email: string;
  /** The dashboard language they chose (their e-mails are written in it), null for none. */
  language: string | null;
}

export interface NotificationRecipients {
  /** Who gets a row in the header's notification list. */
  inApp: Recipient[];
  /** Who gets an e-mail (the organisation's rule and each person's own switch agree). */
  email: Recipient[];
}

export interface NotificationOccasion {
  organisationId: string;
  topic: NotificationTopic;
  /** The product concerned; with the Everyone audience its attached Members are told too. */
  productId?: string | null;
  /** Who asked (an export): the one recipient of the Requester audience. */
  requesterId?: string | null;
  /** Asks about this one person only: are they told, and how (a weekly report about to go out)? */
  userId?: string | null;
}

/** The organisation's rule for a topic: its row of notification_settings, or the default. */
export async function notificationRule(
  tx: Transaction,
  organisationId: string,
  topic: NotificationTopic,
): Promise<NotificationRule> {
  const [row] = await tx
    .select({
      audience: notificationSettings.audience,
      email: notificationSettings.email,
      inApp: notificationSettings.inApp,
    })
    .from(notificationSettings)
    .where(
      and(eq(notificationSettings.organisationId, organisationId), eq(notificationSettings.topic, topic)),
    );
  return row ?? DEFAULT_NOTIFICATION_RULES[topic];
}

/**
 * Who is told of an occasion, and how: what every piece of code that notifies reads, inside the
 * transaction of the organisation concerned. Only enabled users of the organisation are told.
 */
export async function notificationRecipients(
  tx: Transaction,
  occasion: NotificationOccasion,
): Promise<NotificationRecipients> {
  const rule = await notificationRule(tx, occasion.organisationId, occasion.topic);
  if (!rule.email && !rule.inApp) return { inApp: [], email: [] };

  const audience = audienceCondition(rule, occasion);
  if (!audience) return { inApp: [], email: [] };
  const personalSwitch = PERSONAL_EMAIL_SWITCH[occasion.topic];
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      wantsEmail: personalSwitch ? users[personalSwitch] : sql<boolean>`true`,
    })
    .from(users)
    .where(
      and(
        eq(users.organisationId, occasion.organisationId),
        eq(users.enabled, true),
        audience,
        occasion.userId ? eq(users.id, occasion.userId) : undefined,
      ),
    )
    .orderBy(users.email);
  const recipient = ({ id, email, language }: Recipient): Recipient => ({ id, email, language });
  return {
    inApp: rule.inApp ? people.map(recipient) : [],
    email: rule.email ? people.filter((person) => person.wantsEmail).map(recipient) : [],
  };
}

function audienceCondition(rule: NotificationRule, occasion: NotificationOccasion): SQL | undefined {
  const admins = eq(users.role, 'Admin');
  switch (rule.audience) {
    case 'Admins':
      return admins;
    case 'Requester':
      return occasion.requesterId ? eq(users.id, occasion.requesterId) : undefined;
    case 'Everyone': {
      if (!occasion.productId) return or(admins, eq(users.role, 'Member'));
      const attached = sql`exists (select 1 from ${productUsers} where ${and(
        eq(productUsers.organisationId, users.organisationId),
        eq(productUsers.productId, occasion.productId),
        eq(productUsers.userId, users.id),
      )})`;
      return or(admins, and(eq(users.role, 'Member'), attached));
    }
  }
}
