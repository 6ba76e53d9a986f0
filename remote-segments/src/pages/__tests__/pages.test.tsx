import { ALL_PRODUCTS, buildPath, ROUTES } from '@hearback/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Routes from '../../exposes/Routes';
import { renderPage } from '../../test/render-page';
import { pages } from '..';

describe('pages', () => {
  it('renders every route of this remote, and only those', () => {
    for (const key of Object.keys(pages) as Array<keyof typeof ROUTES>) {
      expect(ROUTES[key].remote).toBe('remote_segments');
    }
    expect(Object.keys(pages).sort()).toEqual(['segment', 'segmentImportUsers', 'segments']);
  });

  it.each([
    ['segments', 'Segments'],
    ['segment', 'Segment'],
    ['segmentImportUsers', 'Import users'],
  ] as const)('asks for a product on %s when "all products" is chosen', async (key, title) => {
    renderPage(<Routes />, { mocks: [], path: buildPath(key, { productId: ALL_PRODUCTS, id: 'seg-1' }) });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(screen.getByText(/Segments belong to a product/)).toBeTruthy();
  });
});
