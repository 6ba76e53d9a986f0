import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database';
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
  return foundOrganisation(ctx.db, caller.id, values);
}

/** What founding an organisation needs once the input is valid (`createOrganizationSchema`). */
export type OrganisationValues = z.output<typeof createOrganizationSchema>;

/**
 * Founds the organisation with `founderId`, a user of no organisation, as its first Admin, in one
 * transaction; `alsoRecord` runs in it too (the admin command line's audit event). Shared by the
 * signed-in founder (above) and `admin create-admin`.
 */
export async function foundOrganisation(
  db: Database,
  founderId: string,
  values: OrganisationValues,
  alsoRecord?: (tx: Transaction, organization: Organization) => Promise<void>,
): Promise<Organization> {
  // The id is chosen here so the transaction can act as the tenant it is founding: row-level
  // security then admits the new organisation and the founder's move into it, and nothing else.
  const organisationId = randomUUID();
  const now = new Date();
  return withScope(db, { organisationId, userId: founderId }, async (tx) => {
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
    if (!(await joinAsAdmin(tx, founderId, organisationId, now))) throw conflict(ALREADY_MEMBER);
    await alsoRecord?.(tx, organization!);
    return organization!;
  });
}

/**
 * Moves a user of no organisation into the transaction's organisation as Admin; false when they
 * belong to one meanwhile (a parallel request of theirs got there first: the caller rolls back).
 */
export async function joinAsAdmin(
  tx: Transaction,
  userId: string,
  organisationId: string,
  now = new Date(),
): Promise<boolean> {
  const joined = await tx
    .update(users)
    .set({ organisationId, role: 'Admin', invitationAccepted: true, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.organisationId)))
    .returning({ id: users.id });
  return joined.length > 0;
}
