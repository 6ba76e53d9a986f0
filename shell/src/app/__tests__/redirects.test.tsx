import { CURRENT_PRODUCT_KEY } from '@hearback/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-shell';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

describe('product redirects (spec section 2)', () => {
  it('sends / to the stored current product', async () => {
    window.localStorage.setItem(CURRENT_PRODUCT_KEY, 'p2');
    const { location } = renderShell('/');
    await waitFor(() => expect(location()).toBe('/app/p2'));
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_products');
  });

  it("sends /app to 'all' when no valid product is stored", async () => {
    window.localStorage.setItem(CURRENT_PRODUCT_KEY, 'deleted');
    const { location } = renderShell('/app');
    await waitFor(() => expect(location()).toBe('/app/all'));
  });

  it("uses 'all' for a user without products", async () => {
    const { location } = renderShell('/', { products: [] });
    await waitFor(() => expect(location()).toBe('/app/all'));
  });

  it('keeps review=true on the redirect', async () => {
    window.localStorage.setItem(CURRENT_PRODUCT_KEY, 'p1');
    const { location } = renderShell('/?review=true');
    await waitFor(() => expect(location()).toBe('/app/p1?review=true'));
  });

  it('redirects a product route whose product is not one of the user’s', async () => {
    const { location } = renderShell('/app/gone/campaigns?review=true');
    await waitFor(() => expect(location()).toBe('/app/all?review=true'));
  });

  it('leaves a valid product route alone and makes its product current', async () => {
    const { location } = renderShell('/app/p2/segments');
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_segments');
    expect(location()).toBe('/app/p2/segments');
    await waitFor(() => expect(window.localStorage.getItem(CURRENT_PRODUCT_KEY)).toBe('p2'));
  });
});

describe('product switcher', () => {
  const choose = async (label: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Current product' }));
    await screen.findByRole('listbox');
    fireEvent.click(await screen.findByTitle(label));
  };

  it('offers All products and every product of the user', async () => {
    renderShell('/app/p1');
    await screen.findByTestId('remote');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Current product' }));
    await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent),
      ).toEqual(['All products', 'Web shop', 'Mobile app']),
    );
  });

  it('rewrites the product id of the current path and keeps the query', async () => {
    const { location } = renderShell('/app/p1/recordings?page=2');
    await screen.findByTestId('remote');
    await choose('Mobile app');
    await waitFor(() => expect(location()).toBe('/app/p2/recordings?page=2'));
    expect(window.localStorage.getItem(CURRENT_PRODUCT_KEY)).toBe('p2');
  });

  it.each([
    ['/app/p1/campaigns/c7?tab=2', '/app/p2/campaigns'],
    ['/app/p1/campaigns/schedule/c7', '/app/p2/campaigns'],
    ['/app/p1/segments/s3?review=true', '/app/p2/segments?review=true'],
  ])("goes from the detail page %s to the other product's list", async (from, to) => {
    const { location } = renderShell(from);
    await screen.findByTestId('remote');
    await choose('Mobile app');
    await waitFor(() => expect(location()).toBe(to));
  });

  it('switches to all products', async () => {
    const { location } = renderShell('/app/p1/recordings');
    await screen.findByTestId('remote');
    await choose('All products');
    await waitFor(() => expect(location()).toBe('/app/all/recordings'));
    expect(window.localStorage.getItem(CURRENT_PRODUCT_KEY)).toBe('all');
  });

  it('opens the chosen product’s home from a page outside any product', async () => {
    const { location } = renderShell('/app/products');
    await screen.findByTestId('remote');
    await choose('Web shop');
    await waitFor(() => expect(location()).toBe('/app/p1'));
  });
});
