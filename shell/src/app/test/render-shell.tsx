/**
 * Renders the real route tree in a MemoryRouter inside the real providers, with an Apollo client
 * whose fetch answers getAllProducts, and a session store chosen by the test.
 */
import {
  AppProviders,
  createApolloClient,
  type MeUser,
  type Product,
  type SessionStore,
} from '@hearback/shared';
import { createStaticSessionStore, makeMeUser } from '@hearback/shared/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AppRoutes } from '../App';

export const PRODUCTS: Product[] = [
  {
    id: 'p1',
    name: 'Web shop',
    url: 'https://shop.example',
    isActive: true,
    platform: { id: 'web', name: 'Web', isLegacy: false, isMobile: false },
  },
  {
    id: 'p2',
    name: 'Mobile app',
    url: null,
    isActive: true,
    platform: { id: 'ios', name: 'iOS', isLegacy: false, isMobile: true },
  },
];

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

export function productsFetch(products: Product[]) {
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    if (operationName !== 'GetAllProducts') throw new Error(`Unexpected operation ${operationName}`);
    const data = {
      getAllProducts: products.map((product) => ({
        __typename: 'Product',
        ...product,
        platform: { __typename: 'Platform', ...product.platform },
      })),
    };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
}

export interface RenderShellOptions {
  /** A signed-in user by default; null for a signed-out visitor. */
  user?: MeUser | null;
  session?: SessionStore;
  products?: Product[];
}

export function renderShell(path: string, options: RenderShellOptions = {}) {
  const user = options.user === undefined ? makeMeUser() : options.user;
  const session =
    options.session ??
    createStaticSessionStore(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
  const fetch = productsFetch(options.products ?? PRODUCTS);
  const client = createApolloClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    onUnauthenticated: () => {},
  });
  const result = render(
    <AppProviders client={client} session={session}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, session, fetch, location: () => screen.getByTestId('location').textContent };
}
