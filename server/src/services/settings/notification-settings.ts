import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/database';
import { notificationSettings } from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';
import type {
  NotificationSetting,
  NotificationSettingInput,
  NotificationTopic,
} from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { validationMessage } from '../../i18n/validation-messages';
import { adminOf, inOrganisation, memberOf } from '../access';
import { auditValue, recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import {
  DEFAULT_NOTIFICATION_RULES,
  NOTIFICATION_TOPICS,
  TOPIC_AUDIENCES,
} from '../notification/notification-rules';
import { trueOrFalseMessage } from '../validation/fields';
import { parseInput } from '../validation/parse-input';

const flag = (label: string) => z.boolean({ error: trueOrFalseMessage(label) }).nullish();

const settingsSchema = z
  .array(
    z.object({
      topic: z.enum(NOTIFICATION_TOPICS as [NotificationTopic, ...NotificationTopic[]], {
        error: validationMessage('Topic must be one of {{topics}}.', {
          topics: NOTIFICATION_TOPICS.join(', '),
        }),
      }),
      audience: z.enum(['Admins', 'Everyone', 'Requester'], { error: 'Audience is not valid.' }).nullish(),
      email: flag('E-mail'),
      inApp: flag('In-app'),
    }),
  )
  .min(1, { error: 'Give at least one topic to change.' })
  .max(NOTIFICATION_TOPICS.length, { error: 'Give each topic at most once.' });

async function readSettings(tx: Transaction, organisationId: string): Promise<NotificationSetting[]> {
  const rows = await tx
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.organisationId, organisationId));
  const byTopic = new Map(rows.map((row) => [row.topic, row]));
  return NOTIFICATION_TOPICS.map((topic) => {
    const row = byTopic.get(topic);
    const rule = row ?? DEFAULT_NOTIFICATION_RULES[topic];
    return {
      topic,
      audience: rule.audience,
      audiences: [...TOPIC_AUDIENCES[topic]],
      email: rule.email,
      inApp: rule.inApp,
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

/** Every member reads the rules (they decide what lands in their own mailbox). */
export async function getNotificationSettings(ctx: ServiceContext): Promise<NotificationSetting[]> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, (tx) => readSettings(tx, member.organisationId));
}

/** Admins only; every topic given changes in one transaction, or none does. */
export async function updateNotificationSettings(
  ctx: ServiceContext,
  settings: NotificationSettingInput[],
): Promise<NotificationSetting[]> {
  const admin = await adminOf(ctx, 'change the notification settings');
  const changes = parseInput(settingsSchema, settings, 'settings');
  const seen = new Set<NotificationTopic>();
  changes.forEach((change, index) => {
    if (seen.has(change.topic)) {
      throw badUserInput(
        message('{{topic}} is given twice; give each topic once.', { topic: change.topic }),
        `settings.${index}.topic`,
      );
    }
    seen.add(change.topic);
    const audiences = TOPIC_AUDIENCES[change.topic];
    if (change.audience && !audiences.includes(change.audience)) {
      throw badUserInput(
        audiences.length === 1
          ? message('{{topic}} can only go to {{audience}}.', {
              topic: change.topic,
              audience: audiences[0]!,
            })
          : message('{{topic}} can only go to {{audiences}} or {{last}}.', {
              topic: change.topic,
              audiences: audiences.slice(0, -1).join(', '),
              last: audiences.at(-1)!,
            }),
        `settings.${index}.audience`,
      );
    }
  });

  return inOrganisation(ctx.db, admin, async (tx) => {
    const current = new Map(
      (await readSettings(tx, admin.organisationId)).map((setting) => [setting.topic, setting]),
    );
    const now = new Date();
    const rows = changes.map((change) => {
      const before = current.get(change.topic)!;
      return {
        organisationId: admin.organisationId,
        topic: change.topic,
        audience: change.audience ?? before.audience,
        email: change.email ?? before.email,
        inApp: change.inApp ?? before.inApp,
        updatedAt: now,
      };
    });
    await tx
      .insert(notificationSettings)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationSettings.organisationId, notificationSettings.topic],
        set: {
          audience: sql`excluded.audience`,
          email: sql`excluded.email`,
          inApp: sql`excluded.in_app`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    const changed = rows.flatMap((row) => {
      const before = current.get(row.topic)!;
      return (['audience', 'email', 'inApp'] as const)
        .filter((field) => auditValue(before[field]) !== auditValue(row[field]))
        .map((field) => ({
          field: `${row.topic}.${field}`,
          from: auditValue(before[field]),
          to: auditValue(row[field]),
        }));
    });
    if (changed.length > 0) {
      await recordAuditEvent(tx, admin, {
        action: 'NotificationSettingsChanged',
        targetType: 'Organization',
        targetId: admin.organisationId,
        changes: changed,
      });
    }
    return readSettings(tx, admin.organisationId);
  });
}
