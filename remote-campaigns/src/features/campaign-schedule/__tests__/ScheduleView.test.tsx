import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, PRODUCT_ID, renderPage } from '../../../test/render-page';
import {
  CampaignScheduleQuery,
  PauseCampaignMutation,
  ResumeCampaignMutation,
  ScheduleCampaignMutation,
} from '../api/schedule-operations';
import { ScheduleView, toLocalInput } from '../components/ScheduleView';

const campaign = (status: string, startsAt: string | null = null) => ({
  __typename: 'Campaign' as const,
  id: CAMPAIGN_ID,
  name: 'Checkout survey',
  status,
  source: 'Email',
  startsAt,
  endsAt: null,
  timeZone: 'UTC',
  recurrence: 'None',
});

const loaded = (status: string, startsAt: string | null = null): MockLink.MockedResponse => ({
  request: { query: CampaignScheduleQuery, variables: { id: CAMPAIGN_ID } },
  result: { data: { campaign: campaign(status, startsAt) } },
  maxUsageCount: 5,
});

describe('ScheduleView (/campaigns/schedule/{id})', { timeout: 120_000 }, () => {
  it('schedules a draft at the chosen start, recurrence and time zone', async () => {
    const start = new Date('2030-05-01T09:30:00');
    const scheduled: MockLink.MockedResponse = {
      request: {
        query: ScheduleCampaignMutation,
        variables: {
          id: CAMPAIGN_ID,
          input: { startsAt: start.toISOString(), endsAt: null, timeZone: 'UTC', recurrence: 'Weekly' },
        },
      },
      result: {
        data: { scheduleCampaign: { ...campaign('Scheduled', start.toISOString()), recurrence: 'Weekly' } },
      },
    };
    const { user } = renderPage(<ScheduleView productId={PRODUCT_ID} id={CAMPAIGN_ID} />, {
      mocks: [loaded('Draft'), scheduled],
    });
    const startInput = await screen.findByLabelText('Start');
    await user.clear(startInput);
    await user.type(startInput, toLocalInput(start));
    await user.click(screen.getByLabelText('Repeat'));
    await user.click(await screen.findByTitle('Every week'));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Campaign scheduled.')).toBeTruthy();
    expect(await screen.findByText('Scheduled')).toBeTruthy();
  });

  it('pauses a running campaign and resumes it', async () => {
    const paused: MockLink.MockedResponse = {
      request: { query: PauseCampaignMutation, variables: { id: CAMPAIGN_ID } },
      result: { data: { pauseCampaign: campaign('Paused', '2026-11-01T10:00:00.000Z') } },
    };
    const resumed: MockLink.MockedResponse = {
      request: { query: ResumeCampaignMutation, variables: { id: CAMPAIGN_ID } },
      result: { data: { resumeCampaign: campaign('Scheduled', '2026-11-01T10:00:00.000Z') } },
    };
    const { user } = renderPage(<ScheduleView productId={PRODUCT_ID} id={CAMPAIGN_ID} />, {
      mocks: [loaded('Running', '2026-11-01T10:00:00.000Z'), paused, resumed],
    });
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Campaign paused.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Campaign resumed.')).toBeTruthy();
  });
});
