/**
 * The session in a real browser against the real server: deep links survive sign-in, a server
 * that answers 503 for a while shows "Reconnecting…" without signing out or losing what was typed,
 * and a product list that fails to load is reported with Retry instead of redirecting.
 */
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '@hearback/server/demo-credentials';
import type { Page, Route } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { seriousAccessibilityViolations } from '../support/axe';
import { inDesktopPage, useChromium } from '../support/browser';
import { graphqlAsPage } from '../support/graphql';
import { signInAsDemoAdmin, signInAsDemoMember, submitSignInForm } from '../support/sign-in';

const browser = useChromium();

/** The signed-in user's first product, as the product switcher lists it. */
async function firstProductId(page: Page): Promise<string> {
  const answer = await graphqlAsPage<{ getAllProducts: { id: string }[] }>(page, '{ getAllProducts { id } }');
  const id = answer.data?.getAllProducts[0]?.id;
  if (!id) throw new Error(`The signed-in user has no product: ${JSON.stringify(answer)}`);
  return id;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/** What a proxy answers while the API restarts during a deploy. */
const serviceUnavailable = (route: Route) =>
  route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' });

test('a signed-out visit to a deep link with its query lands there after sign-in', async () => {
  const baseUrl = inject('baseUrl');
  let productId = '';
  await inDesktopPage(browser(), 'deep-link-product', async (page) => {
    await signInAsDemoAdmin(page, baseUrl);
    productId = await firstProductId(page);
  });

  await inDesktopPage(browser(), 'deep-link-after-sign-in', async (page) => {
    const deepLink = `/app/${productId}/recordings?review=true`;
    await page.goto(`${baseUrl}${deepLink}`);
    await page.waitForURL(`${baseUrl}/auth/sign-in?returnTo=${encodeURIComponent(deepLink)}`);

    await submitSignInForm(page, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    await page.waitForURL(`${baseUrl}${deepLink}`);
    await page.getByRole('heading', { name: 'Recordings', exact: true }).waitFor();
    // review=true came along: the Admin's review panel is open.
    await page.getByRole('dialog').getByText('Review users', { exact: true }).waitFor();
    // And it stays there (no late redirect to the product home).
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(deepLink);
  });
});

test('a sign-in link to another site is ignored', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'return-path-elsewhere', async (page) => {
    await page.goto(`${baseUrl}/auth/sign-in?returnTo=${encodeURIComponent('//evil.example/app')}`);
    await submitSignInForm(page, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    await page.waitForURL(/\/app\/(all|[0-9a-f-]{36})$/);
    expect(new URL(page.url()).origin).toBe(baseUrl);
  });
});

test('a 503 from /graphql during a token refresh shows Reconnecting…, keeps the user and the typed input, and recovers', async () => {
  const baseUrl = inject('baseUrl');
  await inDesktopPage(browser(), 'reconnecting', async (page) => {
    // The page's clock, so the token refresh due 9 minutes after sign-in can be brought forward.
    await page.clock.install();
    await signInAsDemoAdmin(page, baseUrl);
    const productId = await firstProductId(page);
    const formPath = `/app/${productId}/campaigns/create/email`;
    await page.goto(`${baseUrl}${formPath}`);
    const name = page.getByLabel('Name');
    await name.fill('Half-typed campaign name');

    await page.route('**/graphql', serviceUnavailable);
    // The session's token refresh: a new token, then the profile from an API that answers 503.
    await page.clock.fastForward('09:05');
    const notice = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
    await notice.waitFor();
    expect(await notice.getAttribute('aria-live')).toBe('polite');
    // The notice itself; the campaign wizard under it is not what this test is about.
    expect(await seriousAccessibilityViolations(page, '[role="status"][aria-live="polite"]')).toEqual([]);

    // A few seconds of outage, several tries: still signed in, on the same page, with the input.
    await page.waitForTimeout(4_000);
    expect(new URL(page.url()).pathname).toBe(formPath);
    expect(await storedToken(page)).not.toBeNull();
    expect(await name.inputValue()).toBe('Half-typed campaign name');
    await expect(notice.isVisible()).resolves.toBe(true);

    await page.unroute('**/graphql', serviceUnavailable);
    await notice.waitFor({ state: 'detached', timeout: 40_000 });
    expect(new URL(page.url()).pathname).toBe(formPath);
    expect(await name.inputValue()).toBe('Half-typed campaign name');
    expect(await storedToken(page)).not.toBeNull();
    // The API takes the session again.
    const me = await graphqlAsPage<{ me: { email: string } }>(page, '{ me { email } }');
    expect(me.data?.me.email).toBe(DEMO_ADMIN_EMAIL);
  });
});

test('a product list that fails to load shows Retry and does not redirect, for a Member and an Admin', async () => {
  const baseUrl = inject('baseUrl');
  for (const [who, signInAs] of [
    ['member', signInAsDemoMember],
    ['admin', signInAsDemoAdmin],
  ] as const) {
    await inDesktopPage(browser(), `products-failed-${who}`, async (page) => {
      await signInAs(page, baseUrl);
      const productId = await firstProductId(page);
      const deepLink = `/app/${productId}/recordings`;
      const failProducts = (route: Route) =>
        route.request().postDataJSON()?.operationName === 'GetAllProducts'
          ? serviceUnavailable(route)
          : route.fallback();
      await page.route('**/graphql', failProducts);

      await page.goto(`${baseUrl}${deepLink}`);
      const error = page.getByRole('alert').filter({ hasText: 'Your products could not be loaded' });
      await error.waitFor();
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      // Neither the Member's waiting page nor the Admin's 'all': the page asked for, waiting.
      await page.waitForTimeout(1_000);
      expect(new URL(page.url()).pathname).toBe(deepLink);

      await page.unroute('**/graphql', failProducts);
      await retry.click();
      await page.getByRole('heading', { name: 'Recordings', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(deepLink);
      await expect(error.count()).resolves.toBe(0);
    });
  }
});

test('the pending-user link works the first time with a stale stored token, and survives sign-in', async () => {
  const baseUrl = inject('baseUrl');
  // No such request: the point is who the server thinks is asking.
  const pendingUser = '/pending-user?inviteId=00000000-0000-4000-8000-000000000000';
  await inDesktopPage(browser(), 'pending-user-stale-token', async (page) => {
    await signInAsDemoAdmin(page, baseUrl);
    // The token kept from an earlier visit, long expired; Firebase itself still holds the user.
    await page.evaluate(() => localStorage.setItem('auth_token', 'expired-token-of-yesterday'));
    await page.goto(`${baseUrl}${pendingUser}`);
    await page.getByText('This request cannot be reviewed').waitFor();
    await expect(page.getByText('Sign in as an Admin to review this request').count()).resolves.toBe(0);
  });

  await inDesktopPage(browser(), 'pending-user-signed-out', async (page) => {
    await page.goto(`${baseUrl}${pendingUser}`);
    await page.getByText('Sign in as an Admin to review this request').waitFor();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.waitForURL(`${baseUrl}/auth/sign-in?returnTo=${encodeURIComponent(pendingUser)}`);
    await submitSignInForm(page, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    await page.waitForURL(`${baseUrl}${pendingUser}`);
    await page.getByText('This request cannot be reviewed').waitFor();
  });
});
