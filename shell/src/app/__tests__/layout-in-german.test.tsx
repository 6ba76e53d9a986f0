import { setDashboardLanguage } from '@hearback/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-shell';

vi.mock('../../federation/RemoteRoutes', async () => {
  const { RemoteRoutesStub } = await import('../test/remote-routes-mock');
  return { RemoteRoutes: RemoteRoutesStub };
});

afterEach(() => setDashboardLanguage('en', { remember: false }));

describe('the dashboard layout in German', () => {
  it('names the navigation, its entries, the user menu, the skip link and the title in German', async () => {
    await setDashboardLanguage('de', { remember: false });
    renderShell('/app/p1/recordings');
    const navigation = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(navigation).getByRole('link', { name: 'Aufnahmen' })).toBeTruthy();
    expect(within(navigation).getByRole('link', { name: 'Widget-Konfiguration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ada Lovelace, Benutzermenü' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    await waitFor(() => expect(document.title).toBe('Aufnahmen · Web shop · Hearback'));
  });

  it('switches back to English without a reload', async () => {
    await setDashboardLanguage('de', { remember: false });
    renderShell('/app/p1/recordings');
    await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    await setDashboardLanguage('en', { remember: false });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Recordings · Web shop · Hearback'));
  });
});
