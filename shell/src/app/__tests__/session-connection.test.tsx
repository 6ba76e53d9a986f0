/**
 * The real session store (on a fake Firebase auth) wired to the router by the shell: its
 * redirects go through react-router, and a sign-in on the sign-in page lands in the dashboard.
 */
import { AUTH_TOKEN_KEY, createSessionStore } from '@hearback/shared';
import { createFakeAuth, makeMeUser } from '@hearback/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-shell';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

function realSession() {
  const auth = createFakeAuth();
  const fetchMe = vi.fn(async () => makeMeUser());
  const session = createSessionStore({
    getAuth: () => auth,
    fetchMe,
    // A navigation outside the router would show up here and fail the test.
    navigator: { navigate: () => expect.fail('navigated outside the router'), getPathname: () => '/' },
  });
  return { auth, fetchMe, session };
}

describe('session wired to the router', () => {
  it('sends a visitor without Firebase user from a dashboard page to sign-in', async () => {
    const { session } = realSession();
    const { location } = renderShell('/app/p1/campaigns', { session });
    await waitFor(() => expect(location()).toBe('/auth/sign-in?returnTo=%2Fapp%2Fp1%2Fcampaigns'));
    expect(session.getSnapshot().status).toBe('signedOut');
  });

  it('comes back to a deep link with its query after signing in', async () => {
    const { auth, session } = realSession();
    const { location } = renderShell('/app/p1/recordings?review=true', { session });
    await waitFor(() =>
      expect(location()).toBe(
        `/auth/sign-in?returnTo=${encodeURIComponent('/app/p1/recordings?review=true')}`,
      ),
    );

    act(() => {
      auth.signIn('token-xyz');
    });
    await waitFor(() => expect(location()).toBe('/app/p1/recordings?review=true'));
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_products');
  });

  it('lands in the dashboard after signing in on the sign-in page', async () => {
    const { auth, session, fetchMe } = realSession();
    const { location } = renderShell('/auth/sign-in', { session });
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_auth');

    act(() => {
      auth.signIn('token-xyz');
    });
    await waitFor(() => expect(location()).toBe('/app/all'));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-xyz');
    expect(fetchMe).toHaveBeenCalledTimes(1);
  });

  it('signs out through Firebase and the router from the user menu', async () => {
    const { auth, session } = realSession();
    auth.signIn('token-xyz');
    const { location } = renderShell('/app/all', { session });
    fireEvent.click(await screen.findByRole('button', { name: /, user menu$/ }));
    fireEvent.click(await screen.findByText('Sign out'));

    await waitFor(() => expect(location()).toBe('/auth/sign-in'));
    expect(auth.signOutCalls).toBe(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
