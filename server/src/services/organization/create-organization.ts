import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { organisations, users } from '../../db/schema';
import { withScope } from '../../db/scope';
import { conflict, forbidden } from '../../errors/app-errors';
import type { CreateOrganizationInput, Organization } from '../../generated/resolvers-types';
import type { ServiceContext } from '../context';
import { parseInput } from '../validation/parse-input';
import { organizationColumns } from './organization-columns';
import { createOrganizationSchema } from './organization-input';
import { websiteDomain } from './website-domain';
import { newWidgetCredentials } from './widget-credentials';

/** Every new organisation gets this many days of trial (docs/decisions.md). */
export const TRIAL_DAYS = 14;

const ALREADY_MEMBER = 'You already belong to an organisation.';

/** Founds an organisation with the caller as its first Admin, in one transaction. */
export async function createOrganization(
  ctx: ServiceContext,
  input: CreateOrganizationInput,
): Promise<Organization> {
  const caller = await ctx.caller();
  if (!caller.enabled) throw forbidden('Your account is disabled.');
  if (!caller.verified) throw forbidden('Verify your e-mail address before creating an organisation.');
  if (caller.organisationId) throw conflict(ALREADY_MEMBER);
  const values = parseInput(createOrganizationSchema, input, 'organization');
  await ctx.confirmSession();

  // The id is chosen here so the transaction can act as the tenant it is founding: row-level
  // security then admits the new organisation and the caller's move into it, and nothing else.
  const organisationId = randomUUID();
  const now = new Date();
  return withScope(ctx.db, { organisationId, userId: caller.id }, async (tx) => {
    const [organization] = await tx
      .insert(organisations)
      .values({
        id: organisationId,
        ...values,
        websiteDomain: websiteDomain(values.website),
        ...newWidgetCredentials(),
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
      })
      .returning(organizationColumns);
    const joined = await tx
      .update(users)
      .set({ organisationId, role: 'Admin', invitationAccepted: true, updatedAt: now })
      .where(and(eq(users.id, caller.id), isNull(users.organisationId)))
      .returning({ id: users.id });
    // A parallel request of the same user got there first; this transaction rolls back.
    if (joined.length === 0) throw conflict(ALREADY_MEMBER);
    return organization!;
  });
}
