import type { MockLink } from '@apollo/client/testing';
import type { ProductRowFragment } from '../../../gql/graphql';
import { ProductPlatformsQuery } from '../api/platforms-query';
import { ProductCategoriesQuery } from '../api/product-categories-query';

export const productRow = (id: string, overrides: Partial<ProductRowFragment> = {}) => ({
  __typename: 'Product' as const,
  id,
  name: `Product ${id}`,
  url: `https://${id}.example.com`,
  type: 'Website' as const,
  isActive: true,
  isGambling: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  platform: { __typename: 'Platform' as const, id: 'web', name: 'Web' },
  category: { __typename: 'CategoryRef' as const, id: 'cat-shop', name: 'Shopping' },
  subCategory: null,
  ...overrides,
});

export const platformsMock: MockLink.MockedResponse = {
  request: { query: ProductPlatformsQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      getPlatforms: [
        { __typename: 'Platform', id: 'web', name: 'Web', isMobile: false },
        { __typename: 'Platform', id: 'ios', name: 'iOS', isMobile: true },
      ],
    },
  },
};

const category = (id: string, name: string, main?: { id: string; name: string }) => ({
  __typename: 'ProductCategory' as const,
  id,
  name,
  isMainCategory: !main,
  mainCategory: main ? { __typename: 'CategoryRef' as const, ...main } : null,
});

/** Web has two main categories, one of them with sub-categories; iOS has its own. */
export const categoriesMock = (platformId: string): MockLink.MockedResponse => ({
  request: { query: ProductCategoriesQuery, variables: { platformId } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      getProductCategories:
        platformId === 'web'
          ? [
              category('cat-shop', 'Shopping'),
              category('cat-news', 'News'),
              category('sub-fashion', 'Fashion', { id: 'cat-shop', name: 'Shopping' }),
              category('sub-food', 'Groceries', { id: 'cat-shop', name: 'Shopping' }),
            ]
          : [category('cat-games', 'Games')],
    },
  },
});
