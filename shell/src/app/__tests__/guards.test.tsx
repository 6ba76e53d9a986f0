import { createStaticSessionStore, makeMeUser } from '@hearback/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-shell';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

describe('signed-out visitors', () => {
  it.each([
    ['/', '/auth/sign-in'],
    ['/app', '/auth/sign-in'],
    ['/app/p1/campaigns', '/auth/sign-in?returnTo=%2Fapp%2Fp1%2Fcampaigns'],
    ['/account', '/auth/sign-in?returnTo=%2Faccount'],
    ['/verify?id=u1', '/auth/sign-in?returnTo=%2Fverify%3Fid%3Du1'],
    ['/waiting/verification', '/auth/sign-in'],
  ])('are sent from %s to sign-in (%s), remembering a page worth coming back to', async (path, signIn) => {
    const { location } = renderShell(path, { user: null });
    await waitFor(() => expect(location()).toBe(signIn));
  });

  it.each(['/auth/sign-in', '/auth/sign-up', '/auth/finish-link-sign-up', '/auth/reset-password'])(
    'may stay on %s',
    async (path) => {
      const { location } = renderShell(path, { user: null });
      expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_auth');
      expect(location()).toBe(path);
    },
  );
});

describe('pages that skip the session check', () => {
  it.each(['/feedback', '/feedback/techxpo2', '/pending-user'])(
    '%s renders without starting the session',
    async (path) => {
      const session = createStaticSessionStore({ status: 'loading', user: null });
      const { location } = renderShell(path, { session });
      expect(await screen.findByTestId('remote')).toBeTruthy();
      expect(location()).toBe(path);
      expect(session.startCalls).toBe(0);
    },
  );

  it('other pages start the session', async () => {
    const session = createStaticSessionStore({ status: 'loading', user: null });
    renderShell('/auth/sign-in', { session });
    await waitFor(() => expect(session.startCalls).toBe(1));
  });
});

describe('while the session loads', () => {
  it('shows a spinner, not the page', async () => {
    const session = createStaticSessionStore({ status: 'loading', user: null });
    const { location } = renderShell('/app/p1', { session });
    expect(await screen.findByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByTestId('remote')).toBeNull();
    expect(location()).toBe('/app/p1');
  });
});

describe('signed-in users who cannot use the dashboard yet', () => {
  it('not verified → /waiting/verification', async () => {
    const { location } = renderShell('/app/p1', { user: makeMeUser({ verified: false, enabled: false }) });
    await waitFor(() => expect(location()).toBe('/waiting/verification?returnTo=%2Fapp%2Fp1'));
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_auth');
  });

  it('not verified may still open the verification link', async () => {
    const { location } = renderShell('/verify?id=abc', { user: makeMeUser({ verified: false }) });
    await screen.findByTestId('remote');
    expect(location()).toBe('/verify?id=abc');
  });

  it('not enabled → /waiting/confirmation', async () => {
    const { location } = renderShell('/', { user: makeMeUser({ enabled: false }) });
    await waitFor(() => expect(location()).toBe('/waiting/confirmation'));
  });

  it('usable without organisation → /app/organisation (the create form)', async () => {
    const { location, fetch } = renderShell('/app', { user: makeMeUser({ organization: null, role: null }) });
    await waitFor(() => expect(location()).toBe('/app/organisation'));
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_products');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a Member with no product → /waiting/product-attachment', async () => {
    const { location } = renderShell('/', { user: makeMeUser({ role: 'Member' }), products: [] });
    await waitFor(() => expect(location()).toBe('/waiting/product-attachment'));
  });

  it('an Admin with no product stays in the dashboard', async () => {
    const { location } = renderShell('/app/all', { user: makeMeUser({ role: 'Admin' }), products: [] });
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_products');
    expect(location()).toBe('/app/all');
  });
});

describe('usable users on auth pages', () => {
  it.each(['/auth/sign-in', '/auth/sign-up', '/waiting/verification', '/waiting/product-attachment'])(
    'leave %s for the dashboard',
    async (path) => {
      const { location } = renderShell(path);
      await waitFor(() => expect(location()).toBe('/app/all'));
    },
  );
});

describe('roles', () => {
  it('offers the review panel to Admins only', async () => {
    renderShell('/app/all', { user: makeMeUser({ role: 'Member' }) });
    await screen.findByTestId('remote');
    expect(screen.queryByRole('button', { name: /Review users/ })).toBeNull();
  });
});
