import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  GetAllProductsDocument,
  type SessionSnapshot,
  type SessionStore,
  SessionStoreContext,
} from '@hearback/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ProductHomeQuery } from '../api/product-home-query';
import { ProductDetails } from '../components/ProductDetails';

const SHOP = {
  __typename: 'Product' as const,
  id: 'p1',
  name: 'Shop',
  url: 'https://shop.example.com',
  type: 'Website' as const,
  isActive: true,
  isGambling: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  platform: { __typename: 'Platform' as const, id: 'web', name: 'Web' },
  category: { __typename: 'CategoryRef' as const, id: 'c', name: 'Shopping' },
  subCategory: { __typename: 'CategoryRef' as const, id: 's', name: 'Fashion' },
};

const homeMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ProductHomeQuery },
  result,
});

const allProducts: MockLink.MockedResponse = {
  request: { query: GetAllProductsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      getAllProducts: [
        {
          __typename: 'Product',
          id: 'p1',
          name: 'Shop',
          url: SHOP.url,
          isActive: true,
          platform: { __typename: 'Platform', id: 'web', name: 'Web', isLegacy: false, isMobile: false },
        },
      ],
    },
  },
};

const snapshot: SessionSnapshot = {
  status: 'signedIn',
  user: {
    id: 'u',
    email: 'ada@example.com',
    firstName: null,
    lastName: null,
    photoURL: null,
    role: 'Member',
    lastActivity: null,
    enabled: true,
    verified: true,
    organizationType: 'Company',
    organization: { id: 'o', name: 'Acme', type: 'Company', widgetKey: 'k', widgetToken: 't' },
    isCampaignNotificationEnabled: false,
    isReportNotificationEnabled: false,
  },
};

function renderDetails(productId: string, mocks: MockLink.MockedResponse[]) {
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
          <MemoryRouter>
            <ProductDetails productId={productId} />
          </MemoryRouter>
        </SessionStoreContext.Provider>
      </MockedProvider>
    </AntdApp>,
  );
}

describe('ProductDetails', () => {
  it("shows the product's own data and makes it the current product", async () => {
    renderDetails('p1', [homeMock({ data: { getAllProducts: [SHOP] } }), allProducts]);
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://shop.example.com' })).toBeTruthy();
    expect(screen.getByText('Web')).toBeTruthy();
    expect(screen.getByText('Shopping › Fashion')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('November 1, 2026')).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem('current-product')).toBe('p1'));
  });

  it('says when the product is unknown or out of reach', async () => {
    renderDetails('p9', [homeMock({ data: { getAllProducts: [SHOP] } }), allProducts]);
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See all products' })).toBeTruthy();
  });

  it('shows a failed load formatted', async () => {
    renderDetails('p1', [homeMock({ errors: [new GraphQLError('not allowed')] }), allProducts]);
    expect(await screen.findByText('Not allowed.')).toBeTruthy();
  });
});
