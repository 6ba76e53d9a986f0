import { graphql } from '../../../gql';

/** The last enabled Admin can be neither demoted, disabled nor removed: the server answers CONFLICT. */
export const UpdateUserRoleMutation = graphql(`
  mutation UpdateUserRole($id: ID!, $role: UserRole!) {
    updateUserRole(id: $id, role: $role) {
      ...UserRow
    }
  }
`);

export const SetUserEnabledMutation = graphql(`
  mutation SetUserEnabled($id: ID!, $enabled: Boolean!) {
    setUserEnabled(id: $id, enabled: $enabled) {
      ...UserRow
    }
  }
`);

export const RemoveUserMutation = graphql(`
  mutation RemoveUser($id: ID!) {
    removeUser(id: $id)
  }
`);
