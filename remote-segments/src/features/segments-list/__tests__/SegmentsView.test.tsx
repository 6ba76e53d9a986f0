import type { MockLink } from '@apollo/client/testing';
import { buildPath } from '@hearback/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { STARTER_RULES } from '../../../lib/segment-rules';
import { PRODUCT_ID, renderPage } from '../../../test/render-page';
import { CreateSegmentMutation } from '../api/create-segment-mutation';
import { SegmentsQuery } from '../api/segments-query';
import { SegmentsView } from '../components/SegmentsView';

const row = (id: string, name: string, kind: 'Static' | 'Dynamic', size: number) => ({
  __typename: 'Segment' as const,
  id,
  name,
  description: kind === 'Dynamic' ? 'Unhappy customers' : null,
  kind,
  size,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const firstPage = {
  productId: PRODUCT_ID,
  paging: { limit: 20, offset: 0 },
  sorting: [{ field: 'createdAt', direction: 'DESC' }],
  filter: {},
};

const segmentsMock = (
  variables: Record<string, unknown>,
  segments: unknown[],
  total = segments.length,
): MockLink.MockedResponse => ({
  request: { query: SegmentsQuery, variables },
  result: { data: { segments, countSegments: total } },
  maxUsageCount: 5,
});

const VIP = row('s1', 'VIP', 'Static', 12_345);
const UNHAPPY = row('s2', 'Unhappy UK', 'Dynamic', 7);

describe('SegmentsView (/segments)', { timeout: 60_000 }, () => {
  it('lists the segments with their kinds and sizes, paged by the server', async () => {
    renderPage(<SegmentsView productId={PRODUCT_ID} />, {
      mocks: [segmentsMock(firstPage, [UNHAPPY, VIP], 45)],
    });
    expect(await screen.findByRole('link', { name: 'VIP' })).toHaveProperty(
      'href',
      expect.stringContaining(buildPath('segment', { productId: PRODUCT_ID, id: 's1' })),
    );
    expect(screen.getByText('12,345')).toBeTruthy();
    expect(screen.getByText('Unhappy customers')).toBeTruthy();
    expect(screen.getByText('Dynamic')).toBeTruthy();
    // 45 segments at 20 a page: three pages.
    expect(screen.getByTitle('3')).toBeTruthy();
  });

  it('searches on the server', async () => {
    const { user } = renderPage(<SegmentsView productId={PRODUCT_ID} />, {
      mocks: [
        segmentsMock(firstPage, [UNHAPPY, VIP]),
        segmentsMock({ ...firstPage, filter: { search: 'vip' } }, [VIP]),
      ],
    });
    await screen.findByText('Unhappy UK');
    await user.type(screen.getByLabelText('Search segments'), 'vip');
    await waitFor(() => expect(screen.queryByText('Unhappy UK')).toBeNull());
    expect(screen.getByText('VIP')).toBeTruthy();
  });

  it('shows Members the list without the Admin actions', async () => {
    renderPage(<SegmentsView productId={PRODUCT_ID} />, {
      mocks: [segmentsMock(firstPage, [VIP])],
      role: 'Member',
    });
    await screen.findByText('VIP');
    expect(screen.queryByRole('button', { name: /New segment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Import users/ })).toBeNull();
  });

  it('creates a Dynamic segment with starter rules and opens it', async () => {
    const created: MockLink.MockedResponse = {
      request: {
        query: CreateSegmentMutation,
        variables: {
          productId: PRODUCT_ID,
          input: { name: 'Detractors', description: null, kind: 'Dynamic', rules: STARTER_RULES },
        },
      },
      result: {
        data: { createSegment: { __typename: 'Segment', id: 's9', name: 'Detractors', kind: 'Dynamic' } },
      },
    };
    const { user } = renderPage(
      <Routes>
        <Route path="/" element={<SegmentsView productId={PRODUCT_ID} />} />
        <Route path="/app/:productId/segments/:id" element={<p>Segment page</p>} />
      </Routes>,
      { mocks: [segmentsMock(firstPage, [VIP]), created] },
    );
    await screen.findByText('VIP');
    await user.click(screen.getByRole('button', { name: /New segment/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Detractors');
    await user.click(within(dialog).getByLabelText('Dynamic'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Segment page')).toBeTruthy();
  });
});
