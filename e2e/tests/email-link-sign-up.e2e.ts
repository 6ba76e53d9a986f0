import { expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { latestEmailActionLink } from '../support/emulator';

const browser = useChromium();
const emulator = () => ({ url: inject('emulatorUrl'), projectId: inject('projectId') });

/** Asks for a sign-up link on the sign-up page and returns the link the e-mail carries. */
async function requestSignUpLink(page: import('playwright-core').Page, email: string): Promise<string> {
  const baseUrl = inject('baseUrl');
  await page.goto(`${baseUrl}/auth/sign-up`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('I accept the terms of service').check();
  await page.getByRole('button', { name: 'Send me a sign-up link' }).click();
  await page.getByText(`We sent a sign-up link to ${email}.`).waitFor();
  return latestEmailActionLink(emulator(), baseUrl, email, 'EMAIL_SIGNIN');
}

test('a sign-up link opened in the same browser completes by itself', async () => {
  const email = `link-${Date.now()}@example.org`;
  await inDesktopPage(browser(), 'email-link-same-browser', async (page) => {
    const link = await requestSignUpLink(page, email);
    await page.goto(link);
    // The link proves the address: a verified user without organisation is asked to create one.
    await page.waitForURL('**/app/organisation');
    await page.getByRole('button', { name: 'Create organisation' }).waitFor();
  });
});

test('a sign-up link opened on another device asks for the address and the terms', async () => {
  const email = `link-other-${Date.now()}@example.org`;
  let link = '';
  await inDesktopPage(browser(), 'email-link-request', async (page) => {
    link = await requestSignUpLink(page, email);
  });
  await inDesktopPage(browser(), 'email-link-other-device', async (page) => {
    await page.goto(link);
    await page.getByRole('heading', { name: 'Finish signing up' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('I accept the terms of service').check();
    await page.getByRole('button', { name: 'Finish sign-up' }).click();
    await page.waitForURL('**/app/organisation');
    await page.getByRole('button', { name: 'Create organisation' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
  });
});
