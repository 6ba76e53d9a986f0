import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { type MeUser, type SessionSnapshot, type SessionStore, SessionStoreContext } from '@hearback/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

/** A session store the test drives by hand, in place of the one that follows Firebase. */
export function fakeSession(initial: SessionSnapshot = { status: 'signedOut', user: null }) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const store: SessionStore & { set(next: SessionSnapshot): void } = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    isReconnecting: () => false,
    start: vi.fn(),
    stop: vi.fn(),
    refresh: vi.fn(async () => {}),
    checkConnection: vi.fn(),
    signOut: vi.fn(async () => {}),
    setNavigator: vi.fn(),
    set(next) {
      snapshot = next;
      for (const listener of [...listeners]) listener();
    },
  };
  return store;
}

export const meUser = (overrides: Partial<MeUser> = {}): MeUser => ({
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  photoURL: null,
  role: 'Admin',
  lastActivity: null,
  enabled: true,
  verified: true,
  organizationType: null,
  organization: null,
  isCampaignNotificationEnabled: true,
  isReportNotificationEnabled: true,
  language: null,
  ...overrides,
});

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface Options {
  path?: string;
  session?: ReturnType<typeof fakeSession>;
  /** Answers of the GraphQL operations the page sends, checked against their variables. */
  mocks?: MockLink.MockedResponse[];
}

/** Renders a component inside the providers the shell gives it, at a path, showing where it navigates. */
export function renderAuth(
  ui: ReactElement,
  { path = '/', session = fakeSession(), mocks = [] }: Options = {},
) {
  const result = render(
    <AntdApp>
      <MockedProvider mocks={mocks}>
        <SessionStoreContext.Provider value={session}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <CurrentPath />
          </MemoryRouter>
        </SessionStoreContext.Provider>
      </MockedProvider>
    </AntdApp>,
  );
  return { ...result, session };
}

/**
 * user-event checks `pointer-events` on every ancestor through getComputedStyle, which jsdom
 * computes slowly over antd's many style tags; antd never disables pointer events on what we click.
 */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
