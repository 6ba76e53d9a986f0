import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  GetAllProductsDocument,
  type MeUser,
  type SessionSnapshot,
  type SessionStore,
  SessionStoreContext,
} from '@hearback/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

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
  organization: { id: 'org-1', name: 'Acme', type: 'Company', widgetKey: 'wk', widgetToken: 'wt' },
  isCampaignNotificationEnabled: true,
  isReportNotificationEnabled: true,
});

/** A session store the test sets by hand, in place of the one that follows Firebase. */
export function fakeSession(user: MeUser) {
  const snapshot: SessionSnapshot = { status: 'signedIn', user };
  const store: SessionStore = {
    subscribe: () => () => {},
    getSnapshot: () => snapshot,
    start: vi.fn(),
    stop: vi.fn(),
    refresh: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    setNavigator: vi.fn(),
  };
  return store;
}

/**
 * The shell's product list (GetAllProducts, from `@hearback/shared`), answered as often as asked.
 * Names must match the table's rows for the same ids: Apollo's cache holds one Product per id.
 */
export const allProductsMock = (
  products: Array<string | { id: string; name: string }>,
): MockLink.MockedResponse => ({
  request: { query: GetAllProductsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      getAllProducts: products.map((product) => ({
        __typename: 'Product',
        ...(typeof product === 'string' ? { id: product, name: `Product ${product}` } : product),
        url: null,
        isActive: true,
        platform: { __typename: 'Platform', id: 'web', name: 'Web', isLegacy: false, isMobile: false },
      })),
    },
  },
});

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

interface Options {
  mocks: MockLink.MockedResponse[];
  role?: 'Admin' | 'Member';
  path?: string;
  route?: string;
}

/** Renders inside what the shell provides: antd App, Apollo (mocked), the session and the router. */
export function renderWithProviders(
  ui: ReactElement,
  { mocks, role = 'Admin', path = '/', route = '*' }: Options,
) {
  const session = fakeSession(meUser(role));
  const result = render(
    <AntdApp>
      <MockedProvider mocks={mocks}>
        <SessionStoreContext.Provider value={session}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
              {route !== '*' && <Route path="*" element={null} />}
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
