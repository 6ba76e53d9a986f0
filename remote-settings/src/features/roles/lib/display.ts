import type { UserRowFragment } from '../../../gql/graphql';

export const fullName = (user: Pick<UserRowFragment, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

/** Disabled, waiting for an Admin, or active. */
export function userStatus(user: Pick<UserRowFragment, 'enabled' | 'invitationAccepted' | 'role'>): string {
  if (user.enabled) return 'Active';
  return user.role ? 'Disabled' : 'Waiting for review';
}

export const formatDateTime = (value: string | null | undefined): string =>
  value ? new Date(value).toLocaleString() : '—';
