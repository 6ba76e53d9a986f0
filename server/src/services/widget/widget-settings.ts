import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { products, questionGroups, questions, widgetSettings } from '../../db/schema';
import { badUserInput, notFound } from '../../errors/app-errors';
import type {
  MutationCreateOneQuestionArgs,
  MutationUpdateWidgetSettingsArgs,
  QueryWidgetSettingsArgs,
  Question,
  QuestionGroup,
  WidgetSettings,
} from '../../generated/resolvers-types';
import { parseImageKey } from '../../storage/file-keys';
import { adminOf, inOrganisation, type Member, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { PRODUCT_NOT_FOUND, requireVisibleProduct } from '../recording/load-recordings';
import { isUuid } from '../validation/fields';
import { parseInput } from '../validation/parse-input';
import { WIDGET_DEFAULTS } from './widget-defaults';
import { createQuestionSchema, widgetSettingsPatch } from './widget-settings-input';

type SettingsRow = Omit<typeof widgetSettings.$inferSelect, 'createdAt' | 'updatedAt'>;

async function loadSettings(tx: Transaction, member: Member, productId: string): Promise<SettingsRow> {
  const [row] = await tx
    .select()
    .from(widgetSettings)
    .where(
      and(eq(widgetSettings.organisationId, member.organisationId), eq(widgetSettings.productId, productId)),
    );
  // The settings' id is the product's, saved or not, so a client cache keeps one entry.
  return (
    row ?? {
      ...WIDGET_DEFAULTS,
      backgroundColors: [...WIDGET_DEFAULTS.backgroundColors],
      textColors: [...WIDGET_DEFAULTS.textColors],
      buttonColors: [...WIDGET_DEFAULTS.buttonColors],
      collectFields: [...WIDGET_DEFAULTS.collectFields],
      questionIds: [],
      id: productId,
      organisationId: member.organisationId,
      productId,
    }
  );
}

async function toWidgetSettings(tx: Transaction, row: SettingsRow): Promise<WidgetSettings> {
  const asked =
    row.questionIds.length === 0
      ? []
      : await tx
          .select()
          .from(questions)
          .where(
            and(eq(questions.organisationId, row.organisationId), inArray(questions.id, row.questionIds)),
          );
  const byId = new Map(asked.map((question) => [question.id, question]));
  return {
    id: row.id,
    backgroundColors: row.backgroundColors,
    textColors: row.textColors,
    buttonColors: row.buttonColors,
    background: row.background,
    text: row.text,
    textBox: row.textBox,
    button: row.button,
    backgroundImageUrl: row.backgroundImageUrl,
    backgroundImageKey: row.backgroundImageKey,
    messageType: row.messageType,
    customMessage: row.customMessage,
    collectType: row.collectType,
    collectFields: row.collectFields,
    position: row.position,
    questions: row.questionIds.flatMap((id) => {
      const question = byId.get(id);
      return question ? [toQuestion(question)] : [];
    }),
    questionGroupId: row.questionGroupId,
    maxRecordingSeconds: row.maxRecordingSeconds,
  };
}

const toQuestion = (row: typeof questions.$inferSelect): Question => ({
  id: row.id,
  text: row.text,
  questionGroupId: row.questionGroupId,
  readonly: row.readonly,
});

/** Any member who may open the product reads its widget settings; the defaults until saved. */
export async function getWidgetSettings(
  ctx: ServiceContext,
  args: QueryWidgetSettingsArgs,
): Promise<WidgetSettings> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, args.productId);
    return toWidgetSettings(tx, await loadSettings(tx, member, args.productId.toLowerCase()));
  });
}

/**
 * Admins change a product's widget. Everything is checked before the one upsert, so a refused
 * change writes nothing: the question group and questions must be the organisation's (and the
 * questions of that group when one is named), the background image a checked upload of the
 * organisation, and a CustomQuestion widget must ask at least one question.
 */
export async function updateWidgetSettings(
  ctx: ServiceContext,
  args: MutationUpdateWidgetSettingsArgs,
): Promise<WidgetSettings> {
  const admin = await adminOf(ctx, 'change the widget');
  const patch = parseInput(widgetSettingsPatch, args.body, 'body');
  if (!isUuid(args.productId)) throw notFound(PRODUCT_NOT_FOUND);
  const productId = args.productId.toLowerCase();

  let image: { key: string | null; url: string | null } | undefined;
  if (patch.backgroundImageKey !== undefined) {
    const key = patch.backgroundImageKey;
    if (key === null) image = { key: null, url: null };
    else {
      const owner = parseImageKey(key);
      // stat checks the bytes (an S3 upload is checked here, on first use).
      if (owner?.organisationId !== admin.organisationId || !(await ctx.storage.stat(key))) {
        throw badUserInput(
          'The background image was not uploaded. Upload it again, then save.',
          'body.backgroundImageKey',
        );
      }
      image = { key, url: ctx.fileLinks.imageUrl(ctx.publicUrl(), key) };
    }
  }

  return inOrganisation(ctx.db, admin, async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.organisationId, admin.organisationId), eq(products.id, productId)))
      .for('update');
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const current = await loadSettings(tx, admin, productId);
    const { questions: questionIds, backgroundImageKey: _key, ...fields } = patch;
    const next: SettingsRow = {
      ...current,
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      ...(questionIds ? { questionIds } : {}),
      ...(image ? { backgroundImageKey: image.key, backgroundImageUrl: image.url } : {}),
    };

    if (next.questionGroupId) {
      const [group] = await tx
        .select({ id: questionGroups.id })
        .from(questionGroups)
        .where(
          and(
            eq(questionGroups.organisationId, admin.organisationId),
            eq(questionGroups.id, next.questionGroupId),
          ),
        );
      if (!group) throw badUserInput('Question group does not exist.', 'body.questionGroupId');
    }
    if (questionIds && questionIds.length > 0) {
      const found = await tx
        .select({ id: questions.id, groupId: questions.questionGroupId })
        .from(questions)
        .where(and(eq(questions.organisationId, admin.organisationId), inArray(questions.id, questionIds)));
      if (found.length !== questionIds.length)
        throw badUserInput('Question does not exist.', 'body.questions');
      if (next.questionGroupId && found.some((question) => question.groupId !== next.questionGroupId)) {
        throw badUserInput('Every question must belong to the question group.', 'body.questions');
      }
    }
    if (next.messageType === 'CustomQuestion' && next.questionIds.length === 0) {
      throw badUserInput('A custom question widget needs a question.', 'body.questions');
    }

    const { id: _id, organisationId: _organisation, productId: _product, ...values } = next;
    const [saved] = await tx
      .insert(widgetSettings)
      .values({ ...values, id: productId, organisationId: admin.organisationId, productId })
      .onConflictDoUpdate({
        target: [widgetSettings.organisationId, widgetSettings.productId],
        set: { ...values, updatedAt: new Date() },
      })
      .returning();
    return toWidgetSettings(tx, saved!);
  });
}

/** A new, empty question group of the caller's organisation (the CustomQuestion save path). */
export async function createQuestionGroup(ctx: ServiceContext): Promise<QuestionGroup> {
  const admin = await adminOf(ctx, 'create questions');
  return inOrganisation(ctx.db, admin, async (tx) => {
    const [group] = await tx
      .insert(questionGroups)
      .values({ organisationId: admin.organisationId })
      .returning({ id: questionGroups.id });
    return group!;
  });
}

export async function createQuestion(
  ctx: ServiceContext,
  args: MutationCreateOneQuestionArgs,
): Promise<Question> {
  const admin = await adminOf(ctx, 'create questions');
  const input = parseInput(createQuestionSchema, args.input, 'input');
  return inOrganisation(ctx.db, admin, async (tx) => {
    const [group] = await tx
      .select({ id: questionGroups.id })
      .from(questionGroups)
      .where(
        and(
          eq(questionGroups.organisationId, admin.organisationId),
          eq(questionGroups.id, input.questionGroupId),
        ),
      );
    if (!group) throw badUserInput('Question group does not exist.', 'input.questionGroupId');
    const [question] = await tx
      .insert(questions)
      .values({ organisationId: admin.organisationId, ...input })
      .returning();
    return toQuestion(question!);
  });
}
