import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { organisations } from '../../db/schema';
import { withScope } from '../../db/scope';
import { notFound } from '../../errors/app-errors';
import type { OrganisationFeedback, OrganisationTrial, WidgetToken } from '../../generated/resolvers-types';
import { adminOf, inOrganisation, memberOf, requireAdmin } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { isUuid } from '../validation/fields';

const DAY_MS = 86_400_000;

export async function getWidgetToken(ctx: ServiceContext): Promise<WidgetToken> {
  const admin = requireAdmin(await memberOf(ctx), 'see the widget token');
  const [row] = await inOrganisation(ctx.db, admin, (tx) =>
    tx
      .select({ key: organisations.widgetKey, token: organisations.widgetToken })
      .from(organisations)
      .where(eq(organisations.id, admin.organisationId)),
  );
  if (!row) throw notFound('Organisation not found.');
  return row;
}

/** A new token; the key stays, so the organisation keeps its identity in installed snippets. */
export async function rotateWidgetToken(ctx: ServiceContext): Promise<WidgetToken> {
  const admin = await adminOf(ctx, 'rotate the widget token');
  const [row] = await inOrganisation(ctx.db, admin, async (tx) => {
    const rotated = await tx
      .update(organisations)
      .set({ widgetToken: randomBytes(32).toString('base64url'), updatedAt: new Date() })
      .where(eq(organisations.id, admin.organisationId))
      .returning({
        key: organisations.widgetKey,
        token: organisations.widgetToken,
        name: organisations.name,
      });
    // Never the token itself: the log is read by every Admin, now and later.
    if (rotated[0]) {
      await recordAuditEvent(tx, admin, {
        action: 'WidgetTokenRotated',
        targetType: 'Organization',
        targetId: admin.organisationId,
        targetLabel: rotated[0].name,
      });
    }
    return rotated.map(({ key, token }) => ({ key, token }));
  });
  if (!row) throw notFound('Organisation not found.');
  return row;
}

/** Public: what a feedback page needs to post for the organisation. */
export async function organisationFeedback(ctx: ServiceContext, id: string): Promise<OrganisationFeedback> {
  if (!isUuid(id)) throw notFound('Organisation not found.');
  // Acting as that tenant for one read of its own row: the id is the capability.
  const [row] = await withScope(ctx.db, { organisationId: id }, (tx) =>
    tx
      .select({ key: organisations.widgetKey, token: organisations.widgetToken, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, id)),
  );
  if (!row) throw notFound('Organisation not found.');
  return row;
}

/** Whole days left, rounded up (a trial ending later today still has 1 day); 0 once over. */
export const trialDaysLeft = (endsAt: Date, now = new Date()): number =>
  Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));

export async function organisationTrial(ctx: ServiceContext): Promise<OrganisationTrial> {
  const member = await memberOf(ctx);
  const [row] = await inOrganisation(ctx.db, member, (tx) =>
    tx
      .select({ endsAt: organisations.trialEndsAt })
      .from(organisations)
      .where(eq(organisations.id, member.organisationId)),
  );
  if (!row) throw notFound('Organisation not found.');
  return { trial: trialDaysLeft(row.endsAt) };
}
