import { makeMeUser } from '@hearback/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-shell';
import { setScreenWidth } from '../test/screen-width';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

const NOTICE = 'This product is optimised for larger screens.';

describe('xl gate (spec section 1)', () => {
  it('shows a usable user below 1200 px only the notice and Sign Out', async () => {
    setScreenWidth(1199);
    const { session } = renderShell('/app/all');
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.getByText('Please use a desktop to access the dashboard.')).toBeTruthy();
    expect(screen.queryByTestId('remote')).toBeNull();
    expect(document.querySelector('.ant-layout-sider')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(session.getSnapshot().status).toBe('signedOut');
  });

  it('lets the dashboard through at 1200 px', async () => {
    setScreenWidth(1200);
    renderShell('/app/all');
    expect(await screen.findByTestId('remote')).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('does not gate signed-out visitors', async () => {
    setScreenWidth(400);
    renderShell('/auth/sign-in', { user: null });
    expect(await screen.findByTestId('remote')).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('does not gate users who are not usable', async () => {
    setScreenWidth(400);
    renderShell('/waiting/verification', { user: makeMeUser({ verified: false }) });
    expect(await screen.findByTestId('remote')).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('does not gate the public feedback pages', async () => {
    setScreenWidth(400);
    renderShell('/feedback/techxpo1');
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_feedback');
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
