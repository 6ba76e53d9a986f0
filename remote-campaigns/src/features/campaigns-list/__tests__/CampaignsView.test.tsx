import type { MockLink } from '@apollo/client/testing';
import { buildPath, setDashboardLanguage } from '@hearback/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_ID, renderPage } from '../../../test/render-page';
import { CampaignsQuery } from '../api/campaigns-query';
import { CampaignsView } from '../components/CampaignsView';

const row = (id: string, name: string, status: string, source: string) => ({
  __typename: 'Campaign' as const,
  id,
  name,
  source,
  status,
  segmentName: source === 'Link' ? null : 'Buyers',
  startsAt: null,
  endsAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const campaignsMock = (filter: Record<string, unknown>, campaigns: unknown[], total = campaigns.length) =>
  ({
    request: {
      query: CampaignsQuery,
      variables: { productId: PRODUCT_ID, paging: { limit: 20, offset: 0 }, filter },
    },
    result: { data: { campaigns, countCampaigns: total } },
    maxUsageCount: 5,
  }) satisfies MockLink.MockedResponse;

const SURVEY = row('c1', 'Checkout survey', 'Running', 'Email');
const EVENT = row('c2', 'Event QR', 'Draft', 'Link');

describe('CampaignsView (/campaigns)', { timeout: 120_000 }, () => {
  it('lists the campaigns with status and source, paged by the server', async () => {
    renderPage(<CampaignsView productId={PRODUCT_ID} />, { mocks: [campaignsMock({}, [SURVEY, EVENT], 45)] });
    expect(await screen.findByRole('link', { name: 'Checkout survey' })).toHaveProperty(
      'href',
      expect.stringContaining(buildPath('campaign', { productId: PRODUCT_ID, id: 'c1' })),
    );
    expect(screen.getByText('Link / QR code')).toBeTruthy();
    expect(screen.getByText('Buyers')).toBeTruthy();
    expect(screen.getByTitle('3')).toBeTruthy();
  });

  it('filters by status on the server', async () => {
    const { user } = renderPage(<CampaignsView productId={PRODUCT_ID} />, {
      mocks: [campaignsMock({}, [SURVEY, EVENT]), campaignsMock({ status: 'Running' }, [SURVEY])],
    });
    await screen.findByText('Event QR');
    await user.click(screen.getByLabelText('Filter by status'));
    await user.click(await screen.findByTitle('Running'));
    await waitFor(() => expect(screen.queryByText('Event QR')).toBeNull());
    expect(screen.getByText('Checkout survey')).toBeTruthy();
  });

  it('shows Members the list without the Admin actions', async () => {
    renderPage(<CampaignsView productId={PRODUCT_ID} />, {
      mocks: [campaignsMock({}, [SURVEY])],
      role: 'Member',
    });
    await screen.findByText('Checkout survey');
    expect(screen.queryByRole('button', { name: /New campaign/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Schedule' })).toBeNull();
  });
});

describe('CampaignsView in German', { timeout: 120_000 }, () => {
  afterEach(() => setDashboardLanguage('en', { remember: false }));

  it('names the list, its columns, statuses, sources and actions in German', async () => {
    await setDashboardLanguage('de', { remember: false });
    renderPage(<CampaignsView productId={PRODUCT_ID} />, { mocks: [campaignsMock({}, [SURVEY, EVENT])] });
    expect(await screen.findByRole('heading', { name: 'Kampagnen' })).toBeTruthy();
    expect(await screen.findByText('Läuft')).toBeTruthy();
    expect(screen.getByText('Entwurf')).toBeTruthy();
    expect(screen.getByText('E-Mail')).toBeTruthy();
    expect(screen.getByText('Link / QR-Code')).toBeTruthy();
    expect(screen.getByText('Quelle')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Neue Kampagne/ })).toBeTruthy();
    expect(screen.getByLabelText('Nach Status filtern')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Planen' })).toHaveLength(2);
  });
});
