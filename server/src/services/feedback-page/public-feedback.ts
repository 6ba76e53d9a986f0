import { and, asc, eq, sql } from 'drizzle-orm';
import { eventPages, organisations, products } from '../../db/schema';
import { withScope } from '../../db/scope';
import { notFound } from '../../errors/app-errors';
import type {
  FeedbackProduct,
  PublicEventPage,
  QueryFeedbackProductsArgs,
  QueryPublicEventPageArgs,
} from '../../generated/resolvers-types';
import type { ServiceContext } from '../context';
import { isUuid } from '../validation/fields';
import { parsePaging } from '../validation/paging';
import { parseEventSlug } from './event-page-input';
import { questionsInOrder } from './event-pages';

const ORGANISATION_NOT_FOUND = 'Organisation not found.';
export const EVENT_PAGE_NOT_OPEN = 'This event page is not open.';

/*
 * The public pages act as the organisation named in their URL for reads of what a visitor sees
 * anyway (as organisationFeedback does): the organisation id is the capability, and row-level
 * security keeps every read inside that one tenant.
 */

/** The organisation's active products by name (the index on (organisation, lower(name)) orders them). */
export async function feedbackProducts(
  ctx: ServiceContext,
  args: QueryFeedbackProductsArgs,
): Promise<FeedbackProduct[]> {
  const paging = parsePaging(args.paging);
  if (!isUuid(args.organisationId)) throw notFound(ORGANISATION_NOT_FOUND);
  const organisationId = args.organisationId.toLowerCase();
  return withScope(ctx.db, { organisationId }, async (tx) => {
    const [organisation] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    if (!organisation) throw notFound(ORGANISATION_NOT_FOUND);
    return tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.organisationId, organisationId), eq(products.isActive, true)))
      .orderBy(sql`lower(${products.name})`, asc(products.id))
      .limit(paging.limit)
      .offset(paging.offset);
  });
}

/** An open event page: saved, active, and for an active product; NOT_FOUND otherwise. */
export async function publicEventPage(
  ctx: ServiceContext,
  args: QueryPublicEventPageArgs,
): Promise<PublicEventPage> {
  const slug = parseEventSlug(args.slug);
  if (!isUuid(args.organisationId)) throw notFound(EVENT_PAGE_NOT_OPEN);
  const organisationId = args.organisationId.toLowerCase();
  return withScope(ctx.db, { organisationId }, async (tx) => {
    const [page] = await tx
      .select({
        title: eventPages.title,
        questionIds: eventPages.questionIds,
        isActive: eventPages.isActive,
        organisationName: organisations.name,
        productId: products.id,
        productName: products.name,
        productActive: products.isActive,
      })
      .from(eventPages)
      .innerJoin(organisations, eq(organisations.id, eventPages.organisationId))
      .innerJoin(
        products,
        and(eq(products.organisationId, eventPages.organisationId), eq(products.id, eventPages.productId)),
      )
      .where(and(eq(eventPages.organisationId, organisationId), eq(eventPages.slug, slug)));
    if (!page?.isActive || !page.productActive) throw notFound(EVENT_PAGE_NOT_OPEN);
    const asked = await questionsInOrder(tx, organisationId, page.questionIds);
    return {
      slug,
      title: page.title,
      organisationName: page.organisationName,
      productId: page.productId,
      productName: page.productName,
      questions: page.questionIds.flatMap((id) => {
        const question = asked.get(id);
        return question ? [question] : [];
      }),
    };
  });
}
