import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organisations } from './organisations';
import { users } from './users';

/** One field an action changed, as shown in the audit log (values as text, null for none). */
export interface AuditChangeRow {
  field: string;
  from: string | null;
  to: string | null;
}

/**
 * What an Admin did, written in the transaction that did it (`services/audit`). Append-only for
 * the app role; read by the organisation's Admins only (drizzle/0012_audit_log.sql).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, since the actor may leave or change address later. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    /** The target's name when it happened (an e-mail, a product name). */
    targetLabel: text('target_label'),
    changes: jsonb('changes').$type<AuditChangeRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** The HTTP request's id, to find its log lines. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_organisation_created_idx').on(t.organisationId, t.createdAt.desc(), t.id.desc()),
    index('audit_events_organisation_action_created_idx').on(
      t.organisationId,
      t.action,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);
