import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { joinRequests, notifications, organisations, users } from '../../db/schema';
import { setScope } from '../../db/scope';
import { joinRequestMail } from '../../mail/messages';
import type { ServiceDependencies } from '../context';
import { notificationRecipients } from '../notification/notification-recipients';
import { emailDomain, isFreeMailDomain } from '../organization/website-domain';

/** Where an Admin reviews waiting users: the review panel of any product page. */
export const REVIEW_PANEL_PATH = '/app/all?review=true';

export interface JoinRequested {
  requestId: string;
  email: string;
  organisation: { id: string; name: string };
  admins: { id: string; email: string }[];
}

/**
 * The domain join: a user who has just become verified, belongs to no organisation and whose
 * e-mail domain is an organisation's website domain asks to join it. They enter it without role
 * and disabled (so the dashboard shows /waiting/confirmation), a pending request is recorded and
 * the Admins are told as the organisation's ReviewUsers notification setting says. Runs inside the
 * caller's transaction.
 */
export async function requestJoinByDomain(
  tx: Transaction,
  user: { id: string; email: string; firebaseUid: string },
): Promise<JoinRequested | null> {
  const domain = emailDomain(user.email);
  if (isFreeMailDomain(domain)) return null;
  await setScope(tx, { userId: user.id, firebaseUid: user.firebaseUid, lookupDomain: domain });
  // Two organisations with one website: the older one is the likelier owner of the domain.
  const [organisation] = await tx
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.websiteDomain, domain))
    .orderBy(asc(organisations.createdAt), asc(organisations.id))
    .limit(1);
  await setScope(tx, { organisationId: organisation?.id, userId: user.id, firebaseUid: user.firebaseUid });
  if (!organisation) return null;

  const moved = await tx
    .update(users)
    .set({ organisationId: organisation.id, role: null, enabled: false, invitationAccepted: false })
    .where(and(eq(users.id, user.id), isNull(users.organisationId)))
    .returning({ id: users.id });
  if (moved.length === 0) return null;
  const [request] = await tx
    .insert(joinRequests)
    .values({ organisationId: organisation.id, userId: user.id, email: user.email })
    .returning({ id: joinRequests.id });
  // The organisation's notification settings say whether Admins hear of it in-app, by e-mail or both.
  const told = await notificationRecipients(tx, { organisationId: organisation.id, topic: 'ReviewUsers' });
  if (told.inApp.length > 0) {
    await tx.insert(notifications).values(
      told.inApp.map((admin) => ({
        organisationId: organisation.id,
        userId: admin.id,
        kind: 'ReviewUsers' as const,
        message: `${user.email} asked to join ${organisation.name}.`,
        link: REVIEW_PANEL_PATH,
        subjectId: request!.id,
      })),
    );
  }
  return { requestId: request!.id, email: user.email, organisation, admins: told.email };
}

/**
 * E-mails the Admins once the request is committed. Best effort: the notification is already in
 * the bell, so a mail server that is down must not undo the request.
 */
export async function mailJoinRequest(deps: ServiceDependencies, joined: JoinRequested): Promise<void> {
  const reviewLink = `${deps.publicUrl()}/pending-user?inviteId=${joined.requestId}`;
  await Promise.all(
    joined.admins.map((admin) =>
      deps.mailer
        .send(
          joinRequestMail({
            to: admin.email,
            email: joined.email,
            organisationName: joined.organisation.name,
            reviewLink,
          }),
        )
        .catch((error: unknown) =>
          deps.logger.error({ err: error, to: admin.email }, 'The join request e-mail could not be sent'),
        ),
    ),
  );
}
