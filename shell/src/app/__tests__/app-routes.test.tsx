import { buildPath, ROUTES, type RouteKey } from '@hearback/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-shell';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

/** A concrete path for a route of the table, inside product p1. */
const concretePath = (key: RouteKey) =>
  ROUTES[key].path.replace(':productId', 'p1').replace(/:([A-Za-z]+)/g, 'x1');

/** The pages each kind of user may stay on, so each route can be shown without a redirect. */
const AUTH_PAGES_FOR_SIGNED_OUT: RouteKey[] = [
  'signIn',
  'signUp',
  'finishLinkSignUp',
  'resetPassword',
  'authAction',
];

describe('route tree', () => {
  const appRoutes = (Object.keys(ROUTES) as RouteKey[]).filter((key) => ROUTES[key].layout === 'app');

  it.each(appRoutes)('mounts the owning remote of %s inside the dashboard layout', async (key) => {
    renderShell(concretePath(key));
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', ROUTES[key].remote);
    expect(screen.getByRole('combobox', { name: 'Current product' })).toBeTruthy();
    expect(screen.getByText('Widget configuration')).toBeTruthy();
  });

  it.each(AUTH_PAGES_FOR_SIGNED_OUT)('mounts %s in the centred card without navigation', async (key) => {
    renderShell(concretePath(key), { user: null });
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_auth');
    expect(document.querySelector('.ant-card')).not.toBeNull();
    expect(screen.queryByText('Widget configuration')).toBeNull();
  });

  it.each([
    'feedback',
    'feedbackTechxpo1',
    'feedbackTechxpo2',
    'feedbackTechxpo3',
    'feedbackVerify',
  ] as RouteKey[])('mounts the public page %s bare', async (key) => {
    renderShell(ROUTES[key].path, { user: null });
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_feedback');
    expect(document.querySelector('.ant-card')).toBeNull();
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
  });

  it('shows a 404 with a link home for an unknown path', async () => {
    const { location } = renderShell('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.queryByTestId('remote')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back home' }));
    await waitFor(() => expect(location()).toBe('/app/all'));
  });

  it('logs route changes to the console', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    renderShell('/app');
    await waitFor(() => expect(info).toHaveBeenCalledWith('[route] /app/all'));
    expect(info).toHaveBeenCalledWith('[route] /app');
  });

  it('links the sider to the pages of the product in the URL', async () => {
    renderShell(buildPath('campaign', { productId: 'p2', id: 'c1' }));
    await screen.findByTestId('remote');
    expect(screen.getByRole('link', { name: 'Campaigns' }).getAttribute('href')).toBe('/app/p2/campaigns');
    expect(screen.getByRole('link', { name: 'Recordings' }).getAttribute('href')).toBe('/app/p2/recordings');
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/app/products');
    expect(screen.getByRole('link', { name: 'Organisation' }).getAttribute('href')).toBe('/app/organisation');
    const selected = document.querySelector('.ant-menu-item-selected');
    expect(selected?.textContent).toBe('Campaigns');
  });
});
