import type { MockLink } from '@apollo/client/testing';
import { GetAllProductsDocument } from '@hearback/shared';
import { makeMeUser, renderInShell } from '@hearback/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ProductHomeQuery } from '../api/product-home-query';
import { ProductSentimentTrendQuery, ProductThemesQuery } from '../api/product-insights-queries';
import { ProductStatsQuery } from '../api/product-stats-query';
import { ProductDetails } from '../components/ProductDetails';
import { periodStart } from '../lib/insights';
import { userTimeZone } from '../lib/time-zone';

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

const day = (date: string, count: number) => ({
  __typename: 'DailyResponses' as const,
  date,
  count,
  averageSentiment: null,
});

const statsMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ProductStatsQuery, variables: { productId: 'p1', timeZone: userTimeZone() } },
  result,
});

/** The product home's weekly sentiment and themes: empty, which each card says in words. */
const insights: MockLink.MockedResponse[] = [
  {
    request: { query: ProductSentimentTrendQuery, variables: { productId: 'p1', timeZone: userTimeZone() } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { productSentimentTrend: [] } },
  },
  {
    request: { query: ProductThemesQuery, variables: { productId: 'p1', from: periodStart(30), limit: 10 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { productThemes: [] } },
  },
];

const STATS = {
  __typename: 'ProductStats' as const,
  productId: 'p1',
  from: '2026-10-24T00:00:00.000Z',
  to: '2026-11-23T00:00:00.000Z',
  responsesPerDay: [day('2026-11-21', 2), day('2026-11-22', 5)],
  totalResponses: 7,
  averageSentiment: 0.25,
  overallAverageSentiment: 0.1,
  sentimentCounts: [
    { __typename: 'SentimentLabelCount' as const, label: 'Positive' as const, count: 4 },
    { __typename: 'SentimentLabelCount' as const, label: 'Neutral' as const, count: 2 },
    { __typename: 'SentimentLabelCount' as const, label: 'Negative' as const, count: 1 },
  ],
  unreviewedCount: 3,
  reviewUserCount: 2,
  latestRecordings: [
    {
      __typename: 'Recording' as const,
      id: 'r1',
      messageType: 'ProvideFeedback' as const,
      text: 'Love the new checkout',
      transcript: null,
      phoneNumber: null,
      createdAt: '2026-11-22T10:00:00.000Z',
      reviewed: false,
      sentimentLabel: 'Positive' as const,
      sentimentScore: 0.8,
      contact: { __typename: 'RecordingContact' as const, name: null, email: null },
      audio: null,
    },
  ],
};

const MEMBER = makeMeUser({
  id: 'u',
  firstName: null,
  lastName: null,
  role: 'Member',
  organization: { id: 'o', name: 'Acme', type: 'Company', widgetKey: 'k', widgetToken: 't' },
  isCampaignNotificationEnabled: false,
  isReportNotificationEnabled: false,
});

function renderDetails(productId: string, mocks: MockLink.MockedResponse[]) {
  renderInShell(<ProductDetails productId={productId} />, { mocks: [...mocks, ...insights], user: MEMBER });
}

describe('ProductDetails', () => {
  it("shows the product's own data and makes it the current product", async () => {
    renderDetails('p1', [
      homeMock({ data: { getAllProducts: [SHOP] } }),
      allProducts,
      statsMock({ data: { productStats: STATS } }),
    ]);
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

  it('shows the feedback figures of the last 30 days, the chart and the latest recordings', async () => {
    renderDetails('p1', [
      homeMock({ data: { getAllProducts: [SHOP] } }),
      allProducts,
      statsMock({ data: { productStats: STATS } }),
    ]);
    expect(await screen.findByText('Responses (30 days)')).toBeTruthy();
    expect(screen.getByText('0.25')).toBeTruthy();
    expect(screen.getByText('All time: 0.10')).toBeTruthy();
    expect(screen.getByText('Positive: 4')).toBeTruthy();
    expect(screen.getByText('Negative: 1')).toBeTruthy();
    expect(screen.getByText('Love the new checkout')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all recordings' }).getAttribute('href')).toBe(
      '/app/p1/recordings',
    );
    // The chart is a lazily loaded chunk.
    expect(
      await screen.findByRole('img', {
        name: 'Responses per day: 7 from 2026-11-21 to 2026-11-22, at most 5 a day',
      }),
    ).toBeTruthy();
    expect(await screen.findByText(/No scored feedback in the last 90 days\./)).toBeTruthy();
    expect(await screen.findByText(/No themes in the last 30 days yet\./)).toBeTruthy();
  });

  it('shows a failed stats load formatted, and the product still', async () => {
    renderDetails('p1', [
      homeMock({ data: { getAllProducts: [SHOP] } }),
      allProducts,
      statsMock({ errors: [new GraphQLError('stats are resting')] }),
    ]);
    expect(await screen.findByText('Stats are resting.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeTruthy();
  });
});
