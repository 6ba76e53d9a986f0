import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-shell';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

describe('the dashboard layout for assistive technology', () => {
  it('starts with a skip link to the main landmark, which holds the page', async () => {
    renderShell('/app/p1/recordings');
    const remote = await screen.findByTestId('remote');
    const main = screen.getByRole('main');
    expect(main.contains(remote)).toBe(true);
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    // First in the tab order: nothing focusable comes before it.
    const focusable = document.querySelectorAll('a[href], button, input, [tabindex]:not([tabindex="-1"])');
    expect(focusable[0]).toBe(skip);
    // The target can take the focus the link moves to it.
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('has a banner, a named navigation and no complementary landmark for the sider', async () => {
    renderShell('/app/p1/recordings');
    await screen.findByTestId('remote');
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Recordings' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('names the user menu with the name it shows first', async () => {
    renderShell('/app/p1/recordings');
    const button = await screen.findByRole('button', { name: 'Ada Lovelace, user menu' });
    expect(button.textContent).toContain('Ada Lovelace');
  });

  it('titles the document with the route, the product and Hearback', async () => {
    renderShell('/app/p1/recordings');
    await waitFor(() => expect(document.title).toBe('Recordings · Web shop · Hearback'));
  });

  it('gives the sign-in page a main landmark and its own title', async () => {
    renderShell('/auth/sign-in', { user: null });
    const remote = await screen.findByTestId('remote');
    expect(screen.getByRole('main').contains(remote)).toBe(true);
    await waitFor(() => expect(document.title).toBe('Sign in · Hearback'));
  });
});
