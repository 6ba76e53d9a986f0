import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organisations } from './organisations';

/**
 * The secret a host site's server signs its visitors' e-mail addresses with (HMAC-SHA256), so
 * the widget can trust whom a page says the visitor is (services/widget/visitor-identity.ts).
 * One per organisation, made when an Admin first asks for it; apart from the organisations row,
 * which public scopes can read (drizzle/0018).
 */
export const widgetIdentitySecrets = pgTable('widget_identity_secrets', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
