import { eq } from 'drizzle-orm';
import { organisations } from '../../db/schema';
import { withScope } from '../../db/scope';
import { forbidden } from '../../errors/app-errors';
import type { Organization } from '../../generated/resolvers-types';
import type { ServiceContext } from '../context';
import { organizationColumns } from './organization-columns';

/** The caller's organisation, or null before they found or join one. */
export async function getOwnOrganization(ctx: ServiceContext): Promise<Organization | null> {
  const caller = await ctx.caller();
  if (!caller.enabled) throw forbidden('Your account is disabled.');
  if (!caller.organisationId) return null;
  const organisationId = caller.organisationId;
  return withScope(ctx.db, { organisationId, userId: caller.id }, async (tx) => {
    const [organization] = await tx
      .select(organizationColumns)
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    return organization ?? null;
  });
}
