/** Renders inside the real AppProviders with a client on a fetch stub and a given session store. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApolloClient } from '../apollo/create-apollo-client';
import { AppProviders } from '../providers/app-providers';
import type { SessionStore } from '../session/session-store';
import { createStaticSessionStore } from '../testing/static-session-store';

export function renderWithProviders(
  ui: ReactNode,
  { session, fetch }: { session?: SessionStore; fetch?: typeof globalThis.fetch } = {},
) {
  const client = createApolloClient({
    fetch: fetch ?? (async () => new Response('{"data":null}', { status: 200 })),
    onUnauthenticated: () => {},
  });
  const store = session ?? createStaticSessionStore({ status: 'signedOut', user: null });
  return {
    client,
    session: store,
    ...render(
      <AppProviders client={client} session={store}>
        {ui}
      </AppProviders>,
    ),
  };
}
