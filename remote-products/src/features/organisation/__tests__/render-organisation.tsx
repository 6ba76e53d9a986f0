import type { MockLink } from '@apollo/client/testing';
import type { MeUser } from '@hearback/shared';
import { renderInShell } from '@hearback/shared/testing';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';

/** A user who has no organisation yet (role null), or an Admin/Member of one. */
const meUser = (role: 'Admin' | 'Member' | null): MeUser => ({
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  photoURL: null,
  role,
  lastActivity: null,
  enabled: true,
  verified: true,
  organizationType: null,
  // Without an organisation the shared product list is not asked for, which keeps mocks to this page's own.
  organization: null,
  isCampaignNotificationEnabled: true,
  isReportNotificationEnabled: true,
  // No choice in the profile: the dashboard stays in the language the test sets.
  language: null,
});

function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

export function renderOrganisation(
  ui: ReactElement,
  mocks: MockLink.MockedResponse[],
  role: 'Admin' | 'Member' | null,
  path = '/app/organisation',
) {
  const { session, user } = renderInShell(ui, {
    mocks,
    user: meUser(role),
    path,
    beside: <CurrentPath />,
  });
  return { session, user };
}
