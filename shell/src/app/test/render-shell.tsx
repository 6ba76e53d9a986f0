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
import { EmbeddableDocumentGuard } from '../embedding/EmbeddableDocument';

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

/**
 * Answers of the header's own operations (bell, review poll), by operation name; tests may replace
 * them. A Response is sent as it is (a 503, say); anything else as a JSON body.
 */
export type OperationAnswers = Record<string, (variables: Record<string, unknown>) => unknown>;

/** An answer that ignores the variables (a plain arrow here would read as a component to the linter). */
export const reply =
  (body: unknown): OperationAnswers[string] =>
  () =>
    body;

const HEADER_ANSWERS: OperationAnswers = {
  UnreadNotificationCount: () => ({ data: { unreadNotificationCount: 0 } }),
  OrganisationReviewUsers: () => ({ data: { organisationReviewUsers: [] } }),
  Notifications: () => ({ data: { notifications: [] } }),
};

/** The body of a getAllProducts answer listing `products`. */
export const productsBody = (products: Product[]) => ({
  data: {
    getAllProducts: products.map((product) => ({
      __typename: 'Product',
      ...product,
      platform: { __typename: 'Platform', ...product.platform },
    })),
  },
});

export function productsFetch(products: Product[], answers: OperationAnswers = {}) {
  const all = { ...HEADER_ANSWERS, ...answers };
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { operationName, variables } = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables?: Record<string, unknown>;
    };
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    const answer = all[operationName];
    if (answer) {
      const body = answer(variables ?? {});
      return body instanceof Response ? body : json(body);
    }
    if (operationName !== 'GetAllProducts') throw new Error(`Unexpected operation ${operationName}`);
    return json(productsBody(products));
  });
}

export interface RenderShellOptions {
  /** A signed-in user by default; null for a signed-out visitor. */
  user?: MeUser | null;
  session?: SessionStore;
  products?: Product[];
  answers?: OperationAnswers;
  /** The document was served as a feedback page; `leave` receives its full navigations. */
  embeddable?: { leave: (href: string) => void };
}

export function renderShell(path: string, options: RenderShellOptions = {}) {
  const user = options.user === undefined ? makeMeUser() : options.user;
  const session =
    options.session ??
    createStaticSessionStore(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
  const fetch = productsFetch(options.products ?? PRODUCTS, options.answers);
  const client = createApolloClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    onUnauthenticated: () => {},
  });
  const result = render(
    <AppProviders client={client} session={session}>
      <MemoryRouter initialEntries={[path]}>
        <EmbeddableDocumentGuard
          servedAsEmbeddable={Boolean(options.embeddable)}
          leave={options.embeddable?.leave}
        >
          <AppRoutes />
        </EmbeddableDocumentGuard>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, session, fetch, location: () => screen.getByTestId('location').textContent };
}
