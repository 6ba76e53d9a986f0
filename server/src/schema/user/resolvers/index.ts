import type { Resolvers } from '../../../generated/resolvers-types';
import { acceptInvitation } from './accept-invitation';
import { acceptTerms } from './accept-terms';
import { activateNewUser } from './activate-new-user';
import { cancelInvitation } from './cancel-invitation';
import { countUsers } from './count-users';
import { declineNewUser } from './decline-new-user';
import { invitations } from './invitations';
import { inviteUser } from './invite-user';
import { me } from './me';
import { organisationReviewUsers } from './organisation-review-users';
import { removeUser } from './remove-user';
import { resendInvitation } from './resend-invitation';
import { resendVerification } from './resend-verification';
import { reviewUsers } from './review-users';
import { sendContactMessage } from './send-contact-message';
import { setUserEnabled } from './set-user-enabled';
import { updateMe } from './update-me';
import { updateUserRole } from './update-user-role';
import { userByInviteId } from './user-by-invite-id';
import { userTermsAccepted } from './user-terms-accepted';
import { users } from './users';
import { verifyEmail } from './verify-email';
import { verifyInvitation } from './verify-invitation';

export const userResolvers: Resolvers = {
  Query: {
    me,
    users,
    countUsers,
    userTermsAccepted,
    userByInviteId,
    verifyInvitation,
    organisationReviewUsers,
    invitations,
  },
  Mutation: {
    reviewUsers,
    resendVerification,
    activateNewUser,
    declineNewUser,
    verifyEmail,
    acceptTerms,
    inviteUser,
    cancelInvitation,
    resendInvitation,
    acceptInvitation,
    updateMe,
    sendContactMessage,
    updateUserRole,
    setUserEnabled,
    removeUser,
  },
};
