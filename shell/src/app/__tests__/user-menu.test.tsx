import { makeMeUser } from '@hearback/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-shell';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

const openMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /, user menu$/ }));
};

describe('user menu', () => {
  it('shows the name and e-mail', async () => {
    renderShell('/app/all', {
      user: makeMeUser({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }),
    });
    // The accessible name starts with the label the button shows (WCAG 2.5.3).
    expect(await screen.findByRole('button', { name: 'Grace Hopper, user menu' })).toBeTruthy();
    await openMenu();
    expect(await screen.findByText('Grace Hopper · grace@example.com')).toBeTruthy();
  });

  it('falls back to the e-mail without a name', async () => {
    renderShell('/app/all', {
      user: makeMeUser({ firstName: null, lastName: null, email: 'anon@example.com' }),
    });
    await openMenu();
    expect(
      await screen.findByText('anon@example.com', { selector: '.ant-dropdown-menu-item-group-title' }),
    ).toBeTruthy();
  });

  it('opens Account and Contact', async () => {
    const { location } = renderShell('/app/all');
    await openMenu();
    fireEvent.click(await screen.findByText('Account'));
    await waitFor(() => expect(location()).toBe('/account'));
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_settings');
    await openMenu();
    fireEvent.click(await screen.findByText('Contact'));
    await waitFor(() => expect(location()).toBe('/contact'));
  });

  it('signs out', async () => {
    const { session, location } = renderShell('/app/all');
    await openMenu();
    fireEvent.click(await screen.findByText('Sign out'));
    await waitFor(() => expect(session.getSnapshot().status).toBe('signedOut'));
    await waitFor(() => expect(location()).toBe('/auth/sign-in'));
  });
});
