import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackPage } from '../../../pages/FeedbackPage';
import { renderPublicPage } from '../../../testing/render-public-page';
import {
  CampaignInvitationQuery,
  SubmitCampaignResponseMutation,
  UnsubscribeFromCampaignMutation,
} from '../api/campaign-invitation-operations';

const TOKEN = '7d3c2a10-0b1e-4c5d-8e9f-a0b1c2d3e4f5.secret-of-twenty-four-chars';

const invitation = (patch: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: CampaignInvitationQuery, variables: { token: TOKEN } },
  result: {
    data: {
      campaignInvitation: {
        __typename: 'PublicCampaignInvitation',
        campaignName: 'Checkout survey',
        organisationName: 'Acme',
        productName: 'Shop',
        purpose: 'CustomQuestion',
        message: 'Tell us how checkout went.',
        open: true,
        answered: false,
        unsubscribed: false,
        questions: [{ __typename: 'Question', id: 'q1', text: 'How was checkout?' }],
        ...patch,
      },
    },
  },
});

describe('the personal response page (/feedback?invitation=…)', { timeout: 60_000 }, () => {
  it('asks the campaign questions and records the answer once', async () => {
    const submitted: MockLink.MockedResponse = {
      request: {
        query: SubmitCampaignResponseMutation,
        variables: {
          token: TOKEN,
          input: { text: null, answers: [{ questionId: 'q1', text: 'It crashed.' }] },
        },
      },
      result: { data: { submitCampaignResponse: true } },
    };
    const { user } = renderPublicPage(<FeedbackPage />, {
      url: `/feedback?invitation=${encodeURIComponent(TOKEN)}`,
      mocks: [invitation(), submitted],
    });
    expect(await screen.findByText('Tell us how checkout went.')).toBeTruthy();
    expect(screen.getByText('Acme · Shop')).toBeTruthy();
    await user.type(screen.getByLabelText('How was checkout?'), 'It crashed.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeTruthy();
  });

  it('says so when the link is unknown', async () => {
    renderPublicPage(<FeedbackPage />, {
      url: `/feedback?invitation=${encodeURIComponent(TOKEN)}`,
      mocks: [
        {
          request: { query: CampaignInvitationQuery, variables: { token: TOKEN } },
          result: {
            errors: [
              {
                message: 'This link is not valid: ask for a new invitation.',
                extensions: { code: 'NOT_FOUND' },
              } as never,
            ],
          },
        },
      ],
    });
    expect(await screen.findByText('This link does not work')).toBeTruthy();
  });

  it('unsubscribes when the visitor confirms', async () => {
    const left: MockLink.MockedResponse = {
      request: { query: UnsubscribeFromCampaignMutation, variables: { token: TOKEN } },
      result: { data: { unsubscribeFromCampaign: true } },
    };
    const { user } = renderPublicPage(<FeedbackPage />, {
      url: `/feedback?invitation=${encodeURIComponent(TOKEN)}&unsubscribe=1`,
      mocks: [invitation(), left],
    });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed')).toBeTruthy();
  });
});
