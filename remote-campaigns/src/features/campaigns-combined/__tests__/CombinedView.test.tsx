import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATS } from '../../../test/campaign-fixtures';
import { PRODUCT_ID, renderPage } from '../../../test/render-page';
import { CampaignChoicesQuery, CombinedStatsQuery } from '../api/combined-operations';
import { CombinedView } from '../components/CombinedView';

const choices: MockLink.MockedResponse = {
  request: { query: CampaignChoicesQuery, variables: { productId: PRODUCT_ID } },
  result: {
    data: {
      campaigns: [
        { __typename: 'Campaign', id: 'c1', name: 'Spring', status: 'Finished' },
        { __typename: 'Campaign', id: 'c2', name: 'Autumn', status: 'Running' },
      ],
    },
  },
};

const combined: MockLink.MockedResponse = {
  request: { query: CombinedStatsQuery, variables: { ids: ['c1', 'c2'] } },
  result: {
    data: {
      combinedCampaignStats: {
        __typename: 'CombinedCampaignStats',
        campaigns: [
          { ...STATS, campaignId: 'c1', name: 'Spring', sent: 10, responses: 5, responseRate: 0.5 },
          { ...STATS, campaignId: 'c2', name: 'Autumn', sent: 30, responses: 3, responseRate: 0.1 },
        ],
        total: {
          ...STATS,
          campaignId: 'combined',
          name: 'All selected campaigns',
          sent: 40,
          responses: 8,
          responseRate: 0.2,
        },
      },
    },
  },
};

describe('CombinedView (/campaigns/combined)', { timeout: 120_000 }, () => {
  it('puts the chosen campaigns side by side with their sums', async () => {
    const { user } = renderPage(<CombinedView productId={PRODUCT_ID} />, { mocks: [choices, combined] });
    expect(screen.getByText('Choose at least two campaigns.')).toBeTruthy();
    await user.click(screen.getByLabelText('Campaigns to compare'));
    await user.click(await screen.findByTitle('Spring (Finished)'));
    await user.click(await screen.findByTitle('Autumn (Running)'));
    expect(await screen.findByText('All selected campaigns')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getAllByText('20%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('40').length).toBeGreaterThan(0);
  });
});
