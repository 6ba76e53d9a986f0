import { DASHBOARD_LANGUAGES } from '@hearback/input-rules';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { userRole } from './enums';
import { organisations } from './organisations';

// Built from the list the API validates against, so a language added there without a migration
// shows up as schema drift rather than as a database that refuses the new code.
const dashboardLanguageCodes = sql.raw(
  DASHBOARD_LANGUAGES.map((language) => `'${language.code}'`).join(', '),
);

/**
 * The product's own profile of a Firebase account. organisation_id is null until the user
 * founds or joins an organisation; e-mails are stored lower-cased. language is null while the
 * dashboard follows the browser's language.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firebaseUid: text('firebase_uid').notNull().unique(),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    photoUrl: text('photo_url'),
    role: userRole('role'),
    enabled: boolean('enabled').notNull().default(true),
    verified: boolean('verified').notNull().default(false),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    invitationAccepted: boolean('invitation_accepted').notNull().default(false),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    lastActivity: timestamptz('last_activity'),
    isCampaignNotificationEnabled: boolean('is_campaign_notification_enabled').notNull().default(true),
    isReportNotificationEnabled: boolean('is_report_notification_enabled').notNull().default(true),
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Target of product_users' composite key: attachments can only point inside one organisation.
    unique('users_organisation_id_id_key').on(t.organisationId, t.id),
    index('users_organisation_created_idx').on(t.organisationId, t.createdAt),
    index('users_organisation_email_idx').on(t.organisationId, sql`lower(${t.email})`),
    check('users_language_check', sql`${t.language} IN (${dashboardLanguageCodes})`),
  ],
);
