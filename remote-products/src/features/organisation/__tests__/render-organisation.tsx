import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { type MeUser, type SessionSnapshot, type SessionStore, SessionStoreContext } from '@hearback/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

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
});

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderOrganisation(
  ui: ReactElement,
  mocks: MockLink.MockedResponse[],
  role: 'Admin' | 'Member' | null,
) {
  const snapshot: SessionSnapshot = { status: 'signedIn', user: meUser(role) };
  const session: SessionStore = {
    subscribe: () => () => {},
    getSnapshot: () => snapshot,
    start: vi.fn(),
    stop: vi.fn(),
    refresh: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    setNavigator: vi.fn(),
  };
  render(
    <AntdApp>
      <MockedProvider mocks={mocks}>
        <SessionStoreContext.Provider value={session}>
          <MemoryRouter initialEntries={['/app/organisation']}>
            {ui}
            <CurrentPath />
          </MemoryRouter>
        </SessionStoreContext.Provider>
      </MockedProvider>
    </AntdApp>,
  );
  return { session, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}
