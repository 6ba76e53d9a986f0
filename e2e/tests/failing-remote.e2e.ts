import { expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { signInAsDemoAdmin } from '../support/sign-in';

const browser = useChromium();

const LOAD_FAILED = 'This part of the dashboard could not be loaded.';

test('a remote that cannot be loaded shows an error with Retry inside the layout, and Retry loads it', async () => {
  const baseUrl = inject('baseUrl');
  const campaignsFiles = '**/remotes/remote-campaigns/**';
  await inDesktopPage(browser(), 'failing-remote', async (page) => {
    await signInAsDemoAdmin(page, baseUrl);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });

    // The network drops every file of remote-campaigns, as when its host is down.
    const refused: string[] = [];
    await page.route(campaignsFiles, (route) => {
      refused.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await navigation.getByRole('menuitem', { name: 'Campaigns' }).click();
    await page.waitForURL(/\/campaigns$/);

    await page.getByText(LOAD_FAILED).waitFor();
    expect(refused.length).toBeGreaterThan(0);
    // The failure costs only the remote's part of the page: the layout is still there.
    await expect(navigation.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'User menu' }).isVisible()).resolves.toBe(true);

    // The remote's host is back: Retry really loads it again.
    await page.unroute(campaignsFiles);
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/remotes/remote-campaigns/') && response.ok()) loaded.push(response.url());
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Campaigns', level: 2 }).waitFor();
    await expect(page.getByText(LOAD_FAILED).count()).resolves.toBe(0);
    expect(loaded.some((url) => url.endsWith('.js'))).toBe(true);

    // Other remotes were never affected.
    await navigation.getByRole('menuitem', { name: 'Segments' }).click();
    await page.getByRole('heading', { name: 'Segments', level: 2 }).waitFor();
  });
});
