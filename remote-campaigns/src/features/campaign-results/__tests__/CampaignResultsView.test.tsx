import type { MockLink } from '@apollo/client/testing';
import { buildPath } from '@hearback/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATS } from '../../../test/campaign-fixtures';
import { CAMPAIGN_ID, PRODUCT_ID, renderPage } from '../../../test/render-page';
import { CampaignResultsQuery } from '../api/results-operations';
import { CampaignResultsView } from '../components/CampaignResultsView';

const response = {
  __typename: 'Recording' as const,
  id: 'r1',
  text: null,
  transcript: null,
  sentimentLabel: 'Negative',
  createdAt: '2026-11-21T10:00:00.000Z',
  contact: { __typename: 'RecordingContact' as const, name: 'Ada', email: 'ada@example.com' },
  answers: [
    {
      __typename: 'RecordingAnswer' as const,
      questionId: 'q1',
      question: 'How was checkout?',
      answer: 'It crashed.',
    },
  ],
  audio: null,
};

const results: MockLink.MockedResponse = {
  request: { query: CampaignResultsQuery, variables: { id: CAMPAIGN_ID, paging: { limit: 20, offset: 0 } } },
  result: {
    data: {
      campaign: {
        __typename: 'Campaign',
        id: CAMPAIGN_ID,
        name: 'Checkout survey',
        status: 'Running',
        source: 'Email',
        message: 'Tell us.',
        keywords: [],
      },
      campaignStats: STATS,
      campaignResponses: [response],
      countCampaignResponses: 1,
    },
  },
};

describe('CampaignResultsView (/campaigns/{id})', { timeout: 120_000 }, () => {
  it('shows the response rate, the sentiment split and trend, and the responses', async () => {
    renderPage(<CampaignResultsView productId={PRODUCT_ID} id={CAMPAIGN_ID} />, { mocks: [results] });
    expect(await screen.findByText('25%')).toBeTruthy();
    expect(screen.getByLabelText('negative: 1')).toBeTruthy();
    expect(screen.getByRole('img', { name: /from 2026-11-20 to 2026-11-21/ })).toBeTruthy();
    expect(screen.getByText('It crashed.')).toBeTruthy();
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Attention recommended \(1\)/ })).toHaveProperty(
      'href',
      expect.stringContaining(buildPath('campaignAttention', { productId: PRODUCT_ID, id: CAMPAIGN_ID })),
    );
  });
});
