import type { UserRole, UserRowFragment } from '../../../gql/graphql';
import { formatDateTime as formatInLanguage, settingsText as t } from '../../../i18n/translations';

export const fullName = (user: Pick<UserRowFragment, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

export type UserStatus = 'Active' | 'Disabled' | 'Waiting for review';

/** Disabled, waiting for an Admin, or active. */
export function userStatus(
  user: Pick<UserRowFragment, 'enabled' | 'invitationAccepted' | 'role'>,
): UserStatus {
  if (user.enabled) return 'Active';
  return user.role ? 'Disabled' : 'Waiting for review';
}

export function statusLabel(status: UserStatus): string {
  switch (status) {
    case 'Active':
      return t('Active');
    case 'Disabled':
      return t('Disabled');
    case 'Waiting for review':
      return t('Waiting for review');
  }
}

export function roleLabel(role: UserRole): string {
  switch (role) {
    case 'Admin':
      return t('Admin');
    case 'Member':
      return t('Member');
  }
}

const ROLES: readonly UserRole[] = ['Admin', 'Member'];

export const roleOptions = () => ROLES.map((value) => ({ value, label: roleLabel(value) }));

export const formatDateTime = (value: string | null | undefined): string =>
  value ? formatInLanguage(value) : '—';
