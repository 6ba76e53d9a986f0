import { graphql } from '../../../gql';

export const InvitationRowFragment = graphql(`
  fragment InvitationRow on OrganisationInvitation {
    id
    email
    role
    createdAt
    expiresAt
    expired
  }
`);

/** Open invitations, newest first (Admin only). */
export const InvitationsQuery = graphql(`
  query Invitations {
    invitations {
      ...InvitationRow
    }
  }
`);

export const InviteUserMutation = graphql(`
  mutation InviteUser($email: String!, $role: UserRole!) {
    inviteUser(email: $email, role: $role) {
      ...InvitationRow
    }
  }
`);

export const ResendInvitationMutation = graphql(`
  mutation ResendInvitation($id: ID!) {
    resendInvitation(id: $id) {
      ...InvitationRow
    }
  }
`);

export const CancelInvitationMutation = graphql(`
  mutation CancelInvitation($id: ID!) {
    cancelInvitation(id: $id)
  }
`);
