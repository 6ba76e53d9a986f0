import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toZonedInput } from '../../../lib/zoned-time';
import { CAMPAIGN_ID, PRODUCT_ID, renderPage } from '../../../test/render-page';
import {
  CampaignScheduleQuery,
  PauseCampaignMutation,
  ResumeCampaignMutation,
  ScheduleCampaignMutation,
} from '../api/schedule-operations';
import { ScheduleView } from '../components/ScheduleView';

const campaign = (status: string, startsAt: string | null = null, extra: Record<string, unknown> = {}) => ({
  __typename: 'Campaign' as const,
  id: CAMPAIGN_ID,
  name: 'Checkout survey',
  status,
  source: 'Email',
  startsAt,
  endsAt: null,
  timeZone: 'UTC',
  recurrence: 'None',
  ...extra,
});

const loaded = (
  status: string,
  startsAt: string | null = null,
  extra: Record<string, unknown> = {},
): MockLink.MockedResponse => ({
  request: { query: CampaignScheduleQuery, variables: { id: CAMPAIGN_ID } },
  result: { data: { campaign: campaign(status, startsAt, extra) } },
  maxUsageCount: 5,
});

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('ScheduleView (/campaigns/schedule/{id})', { timeout: 120_000 }, () => {
  it("schedules a draft at the chosen start and recurrence, in the Admin's zone by default", async () => {
    const start = new Date('2030-05-01T09:30:00Z');
    const scheduled: MockLink.MockedResponse = {
      request: {
        query: ScheduleCampaignMutation,
        variables: {
          id: CAMPAIGN_ID,
          input: { startsAt: start.toISOString(), endsAt: null, timeZone: browserZone, recurrence: 'Weekly' },
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
    await user.type(startInput, toZonedInput(start, browserZone));
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

  it("shows and edits the times of a campaign in its own zone, not the browser's", async () => {
    // Monday 30 March 2026 09:00 in Paris (summer time: 07:00 UTC), every week.
    const paris = { timeZone: 'Europe/Paris', recurrence: 'Weekly', endsAt: '2026-12-28T08:00:00.000Z' };
    // The next Monday 09:00 after summer time ends is 08:00 UTC.
    const rescheduled: MockLink.MockedResponse = {
      request: {
        query: ScheduleCampaignMutation,
        variables: {
          id: CAMPAIGN_ID,
          input: {
            startsAt: '2026-10-26T08:00:00.000Z',
            endsAt: '2026-12-28T08:00:00.000Z',
            timeZone: 'Europe/Paris',
            recurrence: 'Weekly',
          },
        },
      },
      result: { data: { scheduleCampaign: campaign('Scheduled', '2026-10-26T08:00:00.000Z', paris) } },
    };
    const { user } = renderPage(<ScheduleView productId={PRODUCT_ID} id={CAMPAIGN_ID} />, {
      mocks: [loaded('Scheduled', '2026-03-30T07:00:00.000Z', paris), rescheduled],
    });
    const startInput = (await screen.findByLabelText('Start')) as HTMLInputElement;
    expect(startInput.value).toBe('2026-03-30T09:00');
    expect((screen.getByLabelText('End (optional)') as HTMLInputElement).value).toBe('2026-12-28T09:00');
    expect(
      screen.getByText(/Starts 30 Mar 2026, 09:00, ends 28 Dec 2026, 09:00 \(Europe\/Paris\)/),
    ).toBeTruthy();
    expect(screen.getByText(/Start and end are times in Europe\/Paris/)).toBeTruthy();

    await user.clear(startInput);
    await user.type(startInput, '2026-10-26T09:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Campaign scheduled.')).toBeTruthy();
  });

  it('refuses to schedule without a start', async () => {
    const { user } = renderPage(<ScheduleView productId={PRODUCT_ID} id={CAMPAIGN_ID} />, {
      mocks: [loaded('Draft')],
    });
    await user.clear(await screen.findByLabelText('Start'));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose when the campaign starts.')).toBeTruthy();
  });
});
