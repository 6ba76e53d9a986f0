import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_PRODUCT_KEY } from '../../constants';
import { renderWithProviders } from '../../test/render-with-providers';
import { makeMeUser } from '../../testing/me-user';
import { createStaticSessionStore } from '../../testing/static-session-store';
import { type CurrentProduct, resolveCurrentProductId, useCurrentProduct } from '../use-current-product';

const PRODUCTS = [
  {
    id: 'p1',
    name: 'Shop',
    url: 'https://shop.example',
    isActive: true,
    platform: { id: 'web', name: 'Web', isLegacy: false, isMobile: false },
  },
  {
    id: 'p2',
    name: 'App',
    url: null,
    isActive: true,
    platform: { id: 'ios', name: 'iOS', isLegacy: false, isMobile: true },
  },
];

function productsFetch() {
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    if (body.operationName !== 'GetAllProducts') throw new Error(`unexpected ${body.operationName}`);
    return new Response(
      JSON.stringify({
        data: {
          getAllProducts: PRODUCTS.map((p) => ({
            __typename: 'Product',
            ...p,
            platform: { __typename: 'Platform', ...p.platform },
          })),
        },
      }),
      {
        headers: { 'content-type': 'application/json' },
      },
    );
  });
}

let latest: CurrentProduct | null = null;
function Probe() {
  latest = useCurrentProduct();
  return (
    <output>{`${latest.productId}|${latest.product?.name ?? 'none'}|${latest.products.length}|${latest.loading}`}</output>
  );
}

const signedIn = () => createStaticSessionStore({ status: 'signedIn', user: makeMeUser() });

describe('resolveCurrentProductId', () => {
  it("keeps 'all' or a known id, else falls back to 'all'", () => {
    expect(resolveCurrentProductId('all', PRODUCTS)).toBe('all');
    expect(resolveCurrentProductId('p2', PRODUCTS)).toBe('p2');
    expect(resolveCurrentProductId('p9', PRODUCTS)).toBe('all');
    expect(resolveCurrentProductId(null, PRODUCTS)).toBe('all');
  });
});

describe('useCurrentProduct', () => {
  it('loads the products from the network and restores the stored product', async () => {
    window.localStorage.setItem(CURRENT_PRODUCT_KEY, 'p2');
    const fetch = productsFetch();
    renderWithProviders(<Probe />, { session: signedIn(), fetch });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('p2|App|2|false'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("falls back to 'all' with none selected when the stored id is not one of the user's products", async () => {
    window.localStorage.setItem(CURRENT_PRODUCT_KEY, 'deleted');
    renderWithProviders(<Probe />, { session: signedIn(), fetch: productsFetch() });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('all|none|2|false'));
  });

  it('stores a valid choice and refuses an unknown one', async () => {
    renderWithProviders(<Probe />, { session: signedIn(), fetch: productsFetch() });
    await waitFor(() => expect(latest?.loading).toBe(false));

    act(() => latest?.setCurrentProduct('p1'));
    expect(screen.getByRole('status').textContent).toBe('p1|Shop|2|false');
    expect(window.localStorage.getItem(CURRENT_PRODUCT_KEY)).toBe('p1');

    act(() => latest?.setCurrentProduct('nope'));
    expect(screen.getByRole('status').textContent).toBe('all|none|2|false');
    expect(window.localStorage.getItem(CURRENT_PRODUCT_KEY)).toBe('all');
  });

  it('asks for no products while signed out or without an organisation', async () => {
    const fetch = productsFetch();
    renderWithProviders(<Probe />, {
      session: createStaticSessionStore({ status: 'signedIn', user: makeMeUser({ organization: null }) }),
      fetch,
    });
    expect(screen.getByRole('status').textContent).toBe('all|none|0|false');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells a failed load from an empty list, and loads again on retry', async () => {
    const working = productsFetch();
    let down = true;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      down ? new Response('Service Unavailable', { status: 503 }) : working(input, init),
    );
    renderWithProviders(<Probe />, { session: signedIn(), fetch });
    await waitFor(() => expect(latest?.failed).toBe(true));
    expect(latest?.loading).toBe(false);
    expect(latest?.products).toEqual([]);

    down = false;
    await act(() => latest?.retry());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('all|none|2|false'));
    expect(latest?.failed).toBe(false);
  });

  it('keeps a list it once had when a later reload fails: that is no reason to leave the page', async () => {
    const working = productsFetch();
    let down = false;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      down ? new Response('Service Unavailable', { status: 503 }) : working(input, init),
    );
    renderWithProviders(<Probe />, { session: signedIn(), fetch });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('all|none|2|false'));

    down = true;
    await act(() => latest?.retry());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(latest?.failed).toBe(false);
    expect(latest?.products.map((product) => product.id)).toEqual(['p1', 'p2']);
  });
});
