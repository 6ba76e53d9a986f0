import { eq } from 'drizzle-orm';
import { organisations } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import type { Organization, UpdateOrganizationInput } from '../../generated/resolvers-types';
import { inOrganisation, memberOf, requireAdmin } from '../access';
import type { ServiceContext } from '../context';
import { websiteDomainColumns } from '../domain/organisation-domain';
import { parseInput } from '../validation/parse-input';
import { organizationColumns } from './organization-columns';
import { updateOrganizationSchema } from './organization-input';
import { websiteDomain } from './website-domain';

/** Admins update their own organisation; any other id is unknown to the caller. */
export async function updateOrganization(
  ctx: ServiceContext,
  id: string,
  update: UpdateOrganizationInput,
): Promise<Organization> {
  const member = await memberOf(ctx);
  if (id !== member.organisationId) throw notFound('Organisation not found.');
  requireAdmin(member, 'update the organisation');
  const patch = parseInput(updateOrganizationSchema, update, 'update');
  await ctx.confirmSession();
  return inOrganisation(ctx.db, member, async (tx) => {
    const [organization] = await tx
      .update(organisations)
      .set({
        ...patch,
        ...(patch.website === undefined ? {} : websiteDomainColumns(websiteDomain(patch.website))),
        updatedAt: new Date(),
      })
      .where(eq(organisations.id, member.organisationId))
      .returning(organizationColumns);
    if (!organization) throw notFound('Organisation not found.');
    return organization;
  });
}
