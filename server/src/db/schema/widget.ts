import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';
import { products } from './products';

// Same spellings as the GraphQL enums of src/schema/widget, so values pass through unmapped.
export const widgetPurpose = pgEnum('widget_purpose', [
  'LeaveMessage',
  'PhoneCall',
  'ProvideFeedback',
  'CustomQuestion',
]);
export const widgetFormMode = pgEnum('widget_form_mode', ['Form', 'Logged', 'Anonymous']);
export const widgetPosition = pgEnum('widget_position', [
  'BottomRight',
  'BottomRightNext',
  'BottomLeft',
  'BottomLeftNext',
]);
export const widgetFormField = pgEnum('widget_form_field', ['name', 'email', 'phoneNumber', 'purpose']);

/** Groups the questions of an organisation's CustomQuestion widgets. */
export const questionGroups = pgTable(
  'question_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('question_groups_organisation_id_id_key').on(t.organisationId, t.id)],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    questionGroupId: uuid('question_group_id').notNull(),
    text: text('text').notNull(),
    readonly: boolean('readonly').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'questions_group_fk',
      columns: [t.organisationId, t.questionGroupId],
      foreignColumns: [questionGroups.organisationId, questionGroups.id],
    }).onDelete('cascade'),
    index('questions_organisation_group_idx').on(t.organisationId, t.questionGroupId, t.createdAt),
  ],
);

/**
 * One row per product once its widget has been configured; a product without a row uses the
 * defaults of services/widget/widget-defaults.ts.
 */
export const widgetSettings = pgTable(
  'widget_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    productId: uuid('product_id').notNull(),
    backgroundColors: text('background_colors').array().notNull(),
    textColors: text('text_colors').array().notNull(),
    buttonColors: text('button_colors').array().notNull(),
    background: text('background').notNull(),
    text: text('text').notNull(),
    textBox: text('text_box').notNull(),
    button: text('button').notNull(),
    backgroundImageKey: text('background_image_key'),
    /** Where the public widget loads the image (the server's own /files/v1/images URL). */
    backgroundImageUrl: text('background_image_url'),
    messageType: widgetPurpose('message_type').notNull(),
    customMessage: text('custom_message'),
    collectType: widgetFormMode('collect_type').notNull(),
    collectFields: widgetFormField('collect_fields').array().notNull(),
    position: widgetPosition('position').notNull(),
    /** The questions asked, in order (a CustomQuestion widget). */
    questionIds: uuid('question_ids').array().notNull().default(sql`'{}'::uuid[]`),
    questionGroupId: uuid('question_group_id'),
    maxRecordingSeconds: integer('max_recording_seconds').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('widget_settings_organisation_product_key').on(t.organisationId, t.productId),
    foreignKey({
      name: 'widget_settings_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
  ],
);
