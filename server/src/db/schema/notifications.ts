import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { notificationKind, notificationReadState } from './enums';
import { organisations } from './organisations';
import { users } from './users';

/** One recipient's copy of something that happened in their organisation. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    state: notificationReadState('state').notNull().default('Unread'),
    /** The English text, as written when the notification was made. */
    message: text('message').notNull(),
    /**
     * The same text as an English template with `{{placeholders}}` and their values (src/i18n),
     * read in each recipient's language; null on notifications made before, which keep `message`.
     */
    messageTemplate: text('message_template'),
    messageValues: jsonb('message_values').$type<Record<string, unknown>>(),
    link: text('link'),
    /** The row the notification is about (e.g. a join request), for de-duplication and clean-up. */
    subjectId: uuid('subject_id'),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.organisationId, t.userId, t.createdAt),
    index('notifications_recipient_state_idx').on(t.organisationId, t.userId, t.state),
  ],
);
