import { boolean, foreignKey, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { organisations } from './organisations';
import { products } from './products';

/**
 * The general settings of a product beside its name and url (which stay on `products`). A product
 * without a row uses the defaults of services/settings/general-settings.ts.
 */
export const productSettings = pgTable(
  'product_settings',
  {
    organisationId: uuid('organisation_id').notNull(),
    productId: uuid('product_id').notNull(),
    /** IANA zone in which the product's days and weeks are counted. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** ISO 639-1 code the widget speaks; null follows the visitor's browser. */
    widgetLanguage: text('widget_language'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.productId] }),
    foreignKey({
      name: 'product_settings_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
  ],
);

// Same spellings as the GraphQL enums of src/schema/settings, so values pass through unmapped.
export const notificationTopic = pgEnum('notification_topic', [
  'ReviewUsers',
  'NewFeedback',
  'AttentionRecommended',
  'WeeklyReport',
  'ExportReady',
]);
export const notificationAudience = pgEnum('notification_audience', ['Admins', 'Everyone', 'Requester']);

/**
 * Who of the organisation is told of what, and how. A topic without a row uses the defaults of
 * services/notification/notification-recipients.ts; users' own e-mail switches apply on top.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    topic: notificationTopic('topic').notNull(),
    audience: notificationAudience('audience').notNull(),
    email: boolean('email').notNull(),
    inApp: boolean('in_app').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.topic] })],
);
