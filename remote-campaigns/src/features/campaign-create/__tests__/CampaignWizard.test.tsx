import type { MockLink } from '@apollo/client/testing';
import { buildPath } from '@hearback/shared';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ID, renderPage } from '../../../test/render-page';
import { CreateCampaignMutation, SegmentChoicesQuery } from '../api/create-operations';
import { CampaignWizard } from '../components/CampaignWizard';
import { ChooseSourceView } from '../components/ChooseSourceView';

const segments: MockLink.MockedResponse = {
  request: { query: SegmentChoicesQuery, variables: { productId: PRODUCT_ID } },
  result: { data: { segments: [{ __typename: 'Segment', id: 's1', name: 'Buyers', size: 6 }] } },
  maxUsageCount: 5,
};

describe('campaign creation (/campaigns/create)', { timeout: 120_000 }, () => {
  it('offers the three sources', () => {
    renderPage(<ChooseSourceView productId={PRODUCT_ID} />, { mocks: [] });
    expect(screen.getByRole('link', { name: 'E-mail' })).toHaveProperty(
      'href',
      expect.stringContaining(
        buildPath('campaignCreateFromSource', { productId: PRODUCT_ID, source: 'email' }),
      ),
    );
    expect(screen.getByRole('link', { name: 'Widget' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Link or QR code' })).toBeTruthy();
  });

  it('walks segment, questions, message and preview, then creates a draft and opens its schedule', async () => {
    const created: MockLink.MockedResponse = {
      request: {
        query: CreateCampaignMutation,
        variables: {
          productId: PRODUCT_ID,
          input: {
            name: 'Checkout survey',
            source: 'Email',
            segmentId: 's1',
            purpose: 'CustomQuestion',
            message: 'Tell us how it went.',
            questions: ['How was checkout?'],
            keywords: [],
          },
        },
      },
      result: { data: { createCampaign: { __typename: 'Campaign', id: 'c9', status: 'Draft' } } },
    };
    const schedulePath = buildPath('campaignSchedule', { productId: PRODUCT_ID, id: 'c9' });
    const { user } = renderPage(
      <Routes>
        <Route path="/" element={<CampaignWizard productId={PRODUCT_ID} sourcePath="email" />} />
        <Route path={schedulePath} element={<p>Schedule page</p>} />
      </Routes>,
      { mocks: [segments, created] },
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Give the campaign a name.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Checkout survey');
    await user.click(screen.getByLabelText('Segment'));
    await user.click(await screen.findByTitle('Buyers (6)'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByLabelText('Custom questions'));
    await user.click(screen.getByRole('button', { name: /Add a question/ }));
    await user.type(screen.getByLabelText('Question 1'), 'How was checkout?');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(screen.getByLabelText('Message'), 'Tell us how it went.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Buyers')).toBeTruthy();
    expect(screen.getByText('How was checkout?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Schedule page')).toBeTruthy();
  });
});
