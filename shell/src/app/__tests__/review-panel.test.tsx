import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-shell';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

const panel = () => document.querySelector('.ant-drawer-open');

describe('review panel (spec section 4)', () => {
  it('is open when the URL carries review=true', async () => {
    renderShell('/app/p1/campaigns?review=true');
    await screen.findByTestId('remote');
    expect(await screen.findByText('Review users', { selector: '.ant-drawer-title' })).toBeTruthy();
    expect(panel()).not.toBeNull();
  });

  it('is closed otherwise', async () => {
    renderShell('/app/p1/campaigns');
    await screen.findByTestId('remote');
    expect(panel()).toBeNull();
  });

  it('opening adds review=true to the URL', async () => {
    const { location } = renderShell('/app/p1/campaigns?tab=2');
    await screen.findByTestId('remote');
    fireEvent.click(screen.getByRole('button', { name: /Review users/ }));
    await waitFor(() => expect(location()).toBe('/app/p1/campaigns?tab=2&review=true'));
    await waitFor(() => expect(panel()).not.toBeNull());
  });

  it('closing removes it', async () => {
    const { location } = renderShell('/app/p1/campaigns?tab=2&review=true');
    await screen.findByTestId('remote');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/app/p1/campaigns?tab=2'));
  });
});
