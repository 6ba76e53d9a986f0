import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';
import { users } from './users';

// Same spellings as the GraphQL enums of src/schema/integration, so values pass through unmapped.
export const integrationKind = pgEnum('integration_kind', ['Slack', 'Webhook']);
export const integrationDeliveryState = pgEnum('integration_delivery_state', [
  'Pending',
  'Succeeded',
  'Failed',
]);

/**
 * Where an organisation's events go: a Slack incoming webhook or any URL that receives signed
 * JSON. `url` and `signing_secret` are credentials: the API never answers them after creation
 * (a Slack URL is shown masked). `events` holds wire names (`recording.created`, …).
 */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: integrationKind('kind').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** Webhooks only: the HMAC-SHA256 key of their signatures. */
    signingSecret: text('signing_secret'),
    events: text('events').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('integrations_organisation_id_id_key').on(t.organisationId, t.id),
    check(
      'integrations_events_check',
      sql`${t.events} <@ ARRAY['recording.created', 'attention.recommended']::text[]`,
    ),
    index('integrations_organisation_kind_created_idx').on(
      t.organisationId,
      t.kind,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('integrations_active_idx').on(t.organisationId).where(sql`${t.isActive}`),
  ],
);

/**
 * One event sent (or being sent) to one integration. A replay is a new row (`replay_of` the
 * original) carrying the same event id and payload, so receivers can tell it is the same event.
 */
export const integrationDeliveries = pgTable(
  'integration_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    integrationId: uuid('integration_id').notNull(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    state: integrationDeliveryState('state').notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The receiver's last HTTP status; null when no answer came (refused, timed out). */
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    replayOf: uuid('replay_of'),
    createdAt: createdAt(),
    lastAttemptAt: timestamptz('last_attempt_at'),
  },
  (t) => [
    foreignKey({
      name: 'integration_deliveries_integration_fk',
      columns: [t.organisationId, t.integrationId],
      foreignColumns: [integrations.organisationId, integrations.id],
    }).onDelete('cascade'),
    index('integration_deliveries_integration_created_idx').on(
      t.organisationId,
      t.integrationId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    uniqueIndex('integration_deliveries_event_key')
      .on(t.organisationId, t.integrationId, t.eventId)
      .where(sql`${t.replayOf} is null`),
  ],
);
