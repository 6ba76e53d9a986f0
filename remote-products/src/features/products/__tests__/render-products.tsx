import type { MockLink } from '@apollo/client/testing';
import { GetAllProductsDocument, type MeUser } from '@hearback/shared';
import { renderInShell } from '@hearback/shared/testing';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

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
  language: null,
});

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
  return renderInShell(
    <Routes>
      <Route path={route} element={ui} />
      {route !== '*' && <Route path="*" element={null} />}
    </Routes>,
    { mocks, user: meUser(role), path, beside: <CurrentPath /> },
  );
}

/**
 * user-event checks `pointer-events` on every ancestor through getComputedStyle, which jsdom
 * computes slowly over antd's many style tags; antd never disables pointer events on what we click.
 */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
