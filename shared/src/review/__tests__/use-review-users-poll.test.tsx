import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../apollo/create-apollo-client';
import { AppProviders } from '../../providers/app-providers';
import { makeMeUser } from '../../testing/me-user';
import { createStaticSessionStore } from '../../testing/static-session-store';
import { useReviewUsersPoll } from '../use-review-users-poll';

function setup(role: 'Admin' | 'Member', respond: () => Response) {
  const fetch = vi.fn(async () => respond());
  const client = createApolloClient({ fetch: fetch as typeof globalThis.fetch, onUnauthenticated: () => {} });
  const session = createStaticSessionStore({ status: 'signedIn', user: makeMeUser({ role }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client} session={session}>
      {children}
    </AppProviders>
  );
  return { fetch, session, ...renderHook(() => useReviewUsersPoll(), { wrapper }) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('useReviewUsersPoll', () => {
  it('lists the waiting users for an Admin', async () => {
    const { result } = setup('Admin', () =>
      json({
        data: {
          organisationReviewUsers: [
            { __typename: 'ReviewUser', id: 'u2', email: 'ann@acme.test', role: null },
          ],
        },
      }),
    );
    await waitFor(() => expect(result.current.users).toEqual([expect.objectContaining({ id: 'u2' })]));
  });

  it('never asks for a Member', async () => {
    const { fetch, result } = setup('Member', () => json({ data: { organisationReviewUsers: [] } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.users).toEqual([]);
  });

  it('signs the user out on a 401', async () => {
    const { session } = setup('Admin', () => json({ errors: [{ message: 'Unauthenticated' }] }, 401));
    await waitFor(() => expect(session.signOutCalls).toBe(1));
  });
});
