import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../apollo/create-apollo-client';
import { AppProviders } from '../../providers/app-providers';
import { makeMeUser } from '../../testing/me-user';
import { createStaticSessionStore } from '../../testing/static-session-store';
import { useUnreadNotificationCount } from '../use-unread-notification-count';

function setup(user: ReturnType<typeof makeMeUser>) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: { unreadNotificationCount: 3 } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  const client = createApolloClient({ fetch: fetch as typeof globalThis.fetch, onUnauthenticated: () => {} });
  const session = createStaticSessionStore({ status: 'signedIn', user });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client} session={session}>
      {children}
    </AppProviders>
  );
  return { fetch, ...renderHook(() => useUnreadNotificationCount(), { wrapper }) };
}

describe('useUnreadNotificationCount', () => {
  it('counts the unread notifications of a usable user', async () => {
    const { result } = setup(makeMeUser());
    await waitFor(() => expect(result.current.count).toBe(3));
  });

  it('asks nothing for a user without organisation', async () => {
    const { fetch, result } = setup(makeMeUser({ organization: null }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.count).toBe(0);
  });
});
