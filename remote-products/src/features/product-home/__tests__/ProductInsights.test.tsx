import type { MockLink } from '@apollo/client/testing';
import { makeMeUser, renderInShell } from '@hearback/shared/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ProductSentimentTrendQuery, ProductThemesQuery } from '../api/product-insights-queries';
import { SentimentOverTime, TopThemes } from '../components/ProductInsights';
import { formatAverage, formatWeek, periodStart } from '../lib/insights';
import { userTimeZone } from '../lib/time-zone';

const MEMBER = makeMeUser({
  id: 'u',
  firstName: null,
  lastName: null,
  role: 'Member',
  organization: { id: 'o', name: 'Acme', type: 'Company', widgetKey: 'k', widgetToken: 't' },
  isCampaignNotificationEnabled: false,
  isReportNotificationEnabled: false,
});

const week = (weekStart: string, count: number, averageSentiment: number | null, split = [0, 0, 0]) => ({
  __typename: 'WeeklySentiment' as const,
  weekStart,
  count,
  averageSentiment,
  positive: split[0]!,
  neutral: split[1]!,
  negative: split[2]!,
});

const trendMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ProductSentimentTrendQuery, variables: { productId: 'p1', timeZone: userTimeZone() } },
  result,
});

const themesMock = (days: number, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ProductThemesQuery, variables: { productId: 'p1', from: periodStart(days), limit: 10 } },
  result,
});

const theme = (phrase: string, recordings: number) => ({
  __typename: 'Theme' as const,
  phrase,
  recordings,
  score: recordings * 1.5,
});

describe('Sentiment over time', () => {
  it('draws the weeks with a spoken summary and the figures as a table', async () => {
    renderInShell(<SentimentOverTime productId="p1" />, {
      user: MEMBER,
      mocks: [
        trendMock({
          data: {
            productSentimentTrend: [
              week('2026-11-02', 0, null),
              week('2026-11-09', 3, 0.5, [2, 1, 0]),
              week('2026-11-16', 1, -0.4, [0, 0, 1]),
            ],
          },
        }),
      ],
    });
    // (3 × 0.5 − 0.4) / 4 = 0.275
    const chart = await screen.findByRole('img', {
      name: `Average sentiment per week, weeks of ${formatWeek('2026-11-02')} to ${formatWeek('2026-11-16')}: 4 scored responses, average +0.28`,
    });
    expect(chart).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Sentiment per week' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '+0.50', '2', '1', '0']);
    expect(within(rows[3]!).getByRole('rowheader').textContent).toBe(formatWeek('2026-11-16'));
    expect(within(rows[1]!).getAllByRole('cell')[1]!.textContent).toBe('–');
  });

  it('says what will show when nothing was scored', async () => {
    renderInShell(<SentimentOverTime productId="p1" />, {
      user: MEMBER,
      mocks: [
        trendMock({
          data: { productSentimentTrend: [week('2026-11-09', 0, null), week('2026-11-16', 0, null)] },
        }),
      ],
    });
    expect(await screen.findByText(/No scored feedback in the last 90 days\./)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a failed load formatted', async () => {
    renderInShell(<SentimentOverTime productId="p1" />, {
      user: MEMBER,
      mocks: [trendMock({ errors: [new GraphQLError('trend is resting')] })],
    });
    expect(await screen.findByText('Sentiment over time could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Trend is resting.')).toBeTruthy();
  });
});

describe('Top themes', () => {
  it('lists the themes of the last 30 days, each a link to its recordings, and switches period', async () => {
    const { user } = renderInShell(<TopThemes productId="p1" />, {
      user: MEMBER,
      mocks: [
        themesMock(30, { data: { productThemes: [theme('checkout button', 12), theme('delivery', 1)] } }),
        themesMock(7, { data: { productThemes: [theme('refund', 2)] } }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Top themes of the last 30 days' });
    const link = within(list).getByRole('link', { name: 'checkout button' });
    expect(link.getAttribute('href')).toBe('/app/p1/recordings?theme=checkout+button');
    expect(new URLSearchParams(link.getAttribute('href')!.split('?')[1]).get('theme')).toBe(
      'checkout button',
    );
    expect(within(list).getByText('12 recordings')).toBeTruthy();
    expect(within(list).getByText('1 recording')).toBeTruthy();

    await user.click(screen.getByText('7 days'));
    const week = await screen.findByRole('list', { name: 'Top themes of the last 7 days' });
    expect(within(week).getByRole('link', { name: 'refund' }).getAttribute('href')).toBe(
      '/app/p1/recordings?theme=refund',
    );
  });

  it('says why there are no themes yet', async () => {
    renderInShell(<TopThemes productId="p1" />, {
      user: MEMBER,
      mocks: [themesMock(30, { data: { productThemes: [] } })],
    });
    expect(await screen.findByText(/No themes in the last 30 days yet\./)).toBeTruthy();
  });

  it('shows a failed load formatted', async () => {
    renderInShell(<TopThemes productId="p1" />, {
      user: MEMBER,
      mocks: [themesMock(30, { errors: [new GraphQLError('themes are resting')] })],
    });
    expect(await screen.findByText('Themes could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Themes are resting.')).toBeTruthy();
  });
});

describe('insights helpers', () => {
  it('starts a period at a UTC midnight, today counted', () => {
    expect(periodStart(7, new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-17T00:00:00.000Z');
    expect(periodStart(1, new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23T00:00:00.000Z');
  });

  it('signs averages and keeps zero plain', () => {
    expect(formatAverage(0.254)).toBe('+0.25');
    expect(formatAverage(-0.4)).toBe('−0.40');
    expect(formatAverage(-0.001)).toBe('0.00');
    expect(formatAverage(null)).toBe('–');
  });
});
