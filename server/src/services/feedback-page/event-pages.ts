import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import {
  EVENT_PAGE_SLUGS,
  type EventPageSlug,
  eventPages,
  products,
  questionGroups,
  questions,
} from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';
import type {
  EventPage,
  MutationUpdateEventPageArgs,
  QueryEventPageArgs,
  Question,
} from '../../generated/resolvers-types';
import { adminOf, inOrganisation, type Member, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { parseInput } from '../validation/parse-input';
import { eventPageInput, parseEventSlug } from './event-page-input';

const pageColumns = {
  slug: eventPages.slug,
  title: eventPages.title,
  questionIds: eventPages.questionIds,
  isActive: eventPages.isActive,
  updatedAt: eventPages.updatedAt,
  product: { id: products.id, name: products.name, isActive: products.isActive },
};

type PageRow = {
  slug: EventPageSlug;
  title: string;
  questionIds: string[];
  isActive: boolean;
  updatedAt: Date;
  product: { id: string; name: string; isActive: boolean };
};

/** What an unsaved page shows: the route's own title, no product, closed. */
const defaultTitle = (slug: EventPageSlug) => `TechXpo ${slug.slice('techxpo'.length)}`;

/** The questions of `ids`, in that order (one query for any number of pages). */
export async function questionsInOrder(
  tx: Transaction,
  organisationId: string,
  ids: string[],
): Promise<Map<string, Question>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.organisationId, organisationId), inArray(questions.id, ids)));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, text: row.text, questionGroupId: row.questionGroupId, readonly: row.readonly },
    ]),
  );
}

async function loadPages(
  tx: Transaction,
  organisationId: string,
  slug?: EventPageSlug,
): Promise<EventPage[]> {
  const rows: PageRow[] = await tx
    .select(pageColumns)
    .from(eventPages)
    .innerJoin(
      products,
      and(eq(products.organisationId, eventPages.organisationId), eq(products.id, eventPages.productId)),
    )
    .where(and(eq(eventPages.organisationId, organisationId), slug ? eq(eventPages.slug, slug) : undefined))
    .orderBy(asc(eventPages.slug));
  const asked = await questionsInOrder(
    tx,
    organisationId,
    rows.flatMap((row) => row.questionIds),
  );
  const saved = new Map(rows.map((row) => [row.slug, row]));
  return (slug ? [slug] : EVENT_PAGE_SLUGS).map((each) => {
    const row = saved.get(each);
    if (!row) {
      return {
        id: each,
        slug: each,
        configured: false,
        title: defaultTitle(each),
        product: null,
        questions: [],
        isActive: false,
        updatedAt: null,
      };
    }
    return {
      id: each,
      slug: each,
      configured: true,
      title: row.title,
      product: row.product,
      questions: row.questionIds.flatMap((id) => {
        const question = asked.get(id);
        return question ? [question] : [];
      }),
      isActive: row.isActive,
      updatedAt: row.updatedAt,
    };
  });
}

/**
 * The organisation's three event pages, saved or not, for any member: there are never more than
 * three, so the list needs no paging; the primary key (organisation, slug) orders them.
 */
export async function listEventPages(ctx: ServiceContext): Promise<EventPage[]> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, (tx) => loadPages(tx, member.organisationId));
}

export async function getEventPage(ctx: ServiceContext, args: QueryEventPageArgs): Promise<EventPage> {
  const member = await memberOf(ctx);
  const slug = parseEventSlug(args.slug);
  const [page] = await inOrganisation(ctx.db, member, (tx) => loadPages(tx, member.organisationId, slug));
  return page!;
}

/**
 * The page's row, locked; created (with its question group) on the first save. Two Admins saving
 * a new page at once: the second insert waits for the first, then finds its row and deletes the
 * group it made for nothing.
 */
async function lockedPage(
  tx: Transaction,
  admin: Member,
  slug: EventPageSlug,
  productId: string,
): Promise<{ questionGroupId: string }> {
  const locked = () =>
    tx
      .select({ questionGroupId: eventPages.questionGroupId })
      .from(eventPages)
      .where(and(eq(eventPages.organisationId, admin.organisationId), eq(eventPages.slug, slug)))
      .for('update');
  const [current] = await locked();
  if (current) return current;
  const [group] = await tx
    .insert(questionGroups)
    .values({ organisationId: admin.organisationId })
    .returning({ id: questionGroups.id });
  const [created] = await tx
    .insert(eventPages)
    .values({
      organisationId: admin.organisationId,
      slug,
      title: defaultTitle(slug),
      productId,
      questionGroupId: group!.id,
    })
    .onConflictDoNothing()
    .returning({ questionGroupId: eventPages.questionGroupId });
  if (created) return created;
  await tx
    .delete(questionGroups)
    .where(and(eq(questionGroups.organisationId, admin.organisationId), eq(questionGroups.id, group!.id)));
  const [raced] = await locked();
  return raced!;
}

/**
 * Admins configure a page in one transaction: the product must be the organisation's (and active
 * to open the page); a question text the page's group already holds keeps its question, a new
 * text becomes a new question. Questions are never rewritten, since answers refer to them.
 */
export async function updateEventPage(
  ctx: ServiceContext,
  args: MutationUpdateEventPageArgs,
): Promise<EventPage> {
  const admin = await adminOf(ctx, 'change event pages');
  const slug = parseEventSlug(args.slug);
  const input = parseInput(eventPageInput, args.input, 'input');
  return inOrganisation(ctx.db, admin, async (tx) => {
    const [product] = await tx
      .select({ isActive: products.isActive })
      .from(products)
      .where(and(eq(products.organisationId, admin.organisationId), eq(products.id, input.productId)));
    if (!product) throw badUserInput('Product does not exist.', 'input.productId');
    if (input.isActive && !product.isActive) {
      throw badUserInput(
        'The product is inactive: activate it before opening its event page.',
        'input.isActive',
      );
    }
    const page = await lockedPage(tx, admin, slug, input.productId);

    const known = await tx
      .select({ id: questions.id, text: questions.text })
      .from(questions)
      .where(
        and(
          eq(questions.organisationId, admin.organisationId),
          eq(questions.questionGroupId, page.questionGroupId),
          inArray(questions.text, input.questions),
        ),
      )
      .orderBy(asc(questions.createdAt), asc(questions.id));
    const idOfText = new Map<string, string>();
    for (const question of known) if (!idOfText.has(question.text)) idOfText.set(question.text, question.id);
    const newTexts = input.questions.filter((text) => !idOfText.has(text));
    if (newTexts.length > 0) {
      const created = await tx
        .insert(questions)
        .values(
          newTexts.map((text) => ({
            organisationId: admin.organisationId,
            questionGroupId: page.questionGroupId,
            text,
          })),
        )
        .returning({ id: questions.id, text: questions.text });
      for (const question of created) idOfText.set(question.text, question.id);
    }

    await tx
      .update(eventPages)
      .set({
        title: input.title,
        productId: input.productId,
        questionIds: input.questions.map((text) => idOfText.get(text)!),
        isActive: input.isActive,
        updatedAt: new Date(),
      })
      .where(and(eq(eventPages.organisationId, admin.organisationId), eq(eventPages.slug, slug)));
    const [saved] = await loadPages(tx, admin.organisationId, slug);
    return saved!;
  });
}
