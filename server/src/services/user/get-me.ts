import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, users } from '../../db/schema';
import { withScope } from '../../db/scope';
import type { Organization, User } from '../../generated/resolvers-types';
import type { ServiceContext } from '../context';
import { organizationColumns } from '../organization/organization-columns';

/** The caller's own profile; works for every signed-in user, disabled or without organisation. */
export function getMe(ctx: ServiceContext): Promise<User> {
  return ctx.profile();
}

/** The columns of the user's row that `me` shows. */
export const profileColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  photoURL: users.photoUrl,
  role: users.role,
  lastActivity: users.lastActivity,
  enabled: users.enabled,
  verified: users.verified,
  isCampaignNotificationEnabled: users.isCampaignNotificationEnabled,
  isReportNotificationEnabled: users.isReportNotificationEnabled,
  language: users.language,
};

type ProfileRow = Omit<User, 'organization' | 'organizationType'>;

/** `me` from the user's row and their organisation's. */
export function profileOf(user: ProfileRow, organisation: Organization | null): User {
  // Someone whose request to join is not reviewed yet must not see the widget credentials.
  const awaitingReview = !user.enabled && !user.role;
  const organization = awaitingReview ? null : organisation;
  return { ...user, organization, organizationType: organization?.type ?? null };
}

/** A user's profile as `me` shows it; for services that just changed the caller's row. */
export function readProfile(db: Database, userId: string, organisationId: string | null): Promise<User> {
  return withScope(db, { organisationId, userId }, async (tx) => {
    const [row] = await tx
      .select({ user: profileColumns, organization: organizationColumns })
      .from(users)
      .leftJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(users.id, userId));
    if (!row) throw new Error(`The caller's row ${userId} vanished during the request.`);
    return profileOf(row.user, row.organization);
  });
}
