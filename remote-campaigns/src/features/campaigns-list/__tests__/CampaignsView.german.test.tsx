import { setDashboardLanguage } from '@hearback/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_ID, renderPage } from '../../../test/render-page';
import { CampaignsQuery } from '../api/campaigns-query';
import { CampaignsView } from '../components/CampaignsView';

const campaign = (id: string, name: string, status: string, source: string) => ({
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

afterEach(() => setDashboardLanguage('en', { remember: false }));

describe('CampaignsView in German', { timeout: 120_000 }, () => {
  it('names the list, its columns, statuses, sources and actions in German', async () => {
    await setDashboardLanguage('de', { remember: false });
    renderPage(<CampaignsView productId={PRODUCT_ID} />, {
      mocks: [
        {
          request: {
            query: CampaignsQuery,
            variables: { productId: PRODUCT_ID, paging: { limit: 20, offset: 0 }, filter: {} },
          },
          result: {
            data: {
              campaigns: [
                campaign('c1', 'Checkout survey', 'Running', 'Email'),
                campaign('c2', 'Event QR', 'Draft', 'Link'),
              ],
              countCampaigns: 2,
            },
          },
        },
      ],
    });
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
