import { expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { signInAsDemoAdmin } from '../support/sign-in';

const browser = useChromium();

const NOTICE = 'This product is optimised for larger screens.';
const ADVICE = 'Please use a desktop to access the dashboard.';

test('below the xl breakpoint a signed-in user sees only the notice and Sign Out', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'xl-gate', async (page) => {
    await signInAsDemoAdmin(page, baseUrl);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.waitFor();

    await page.setViewportSize({ width: 1000, height: 800 });
    await page.getByRole('heading', { name: NOTICE }).waitFor();
    await expect(page.getByText(ADVICE, { exact: true }).isVisible()).resolves.toBe(true);
    // Nothing of the dashboard is left beside the notice.
    await expect(navigation.count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'User menu' }).count()).resolves.toBe(0);

    // Back on a desktop width the dashboard returns where it was.
    await page.setViewportSize({ width: 1440, height: 900 });
    await navigation.waitFor();
    await expect(page.getByRole('heading', { name: NOTICE }).count()).resolves.toBe(0);

    await page.setViewportSize({ width: 1000, height: 800 });
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth/sign-in');
    // The sign-in page itself is never gated: a narrow visitor can still sign in.
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expect(page.getByRole('heading', { name: NOTICE }).count()).resolves.toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});
