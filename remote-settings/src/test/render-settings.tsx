import type { MockLink } from '@apollo/client/testing';
import type { MeUser } from '@hearback/shared';
import { renderInShell } from '@hearback/shared/testing';
import type { ReactElement } from 'react';

export const meUser = (role: 'Admin' | 'Member' = 'Admin'): MeUser => ({
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  photoURL: null,
  role,
  lastActivity: null,
  enabled: true,
  verified: true,
  organizationType: 'Company',
  // Without an organisation the shared product list is not asked for, which keeps mocks to the page's own.
  organization: null,
  isCampaignNotificationEnabled: true,
  isReportNotificationEnabled: true,
});

/** Renders a page inside the providers the shell gives it, with GraphQL answered by `mocks`. */
export function renderSettings(
  ui: ReactElement,
  mocks: MockLink.MockedResponse[],
  { role = 'Admin', path = '/' }: { role?: 'Admin' | 'Member'; path?: string } = {},
) {
  const { session, user } = renderInShell(ui, { mocks, user: meUser(role), path });
  return { session, user };
}
