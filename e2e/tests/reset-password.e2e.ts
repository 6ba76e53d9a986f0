import { createTestUser } from '@hearback/testkit';
import { inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { latestEmailActionLink } from '../support/emulator';

const browser = useChromium();

test('a user who forgot the password resets it through the e-mailed link and signs in with the new one', async () => {
  const baseUrl = inject('baseUrl');
  const emulator = { url: inject('emulatorUrl'), projectId: inject('projectId') };
  const email = `forgetful-${Date.now()}@example.org`;
  await createTestUser(emulator, { email, password: 'old-password-1', verified: true });
  const newPassword = 'new-password-2026';

  await inDesktopPage(browser(), 'reset-password', async (page) => {
    await page.goto(`${baseUrl}/auth/sign-in`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/auth/reset-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for this address').waitFor();

    await page.goto(await latestEmailActionLink(emulator, baseUrl, email, 'PASSWORD_RESET'));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL('**/auth/sign-in');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Verified, without organisation yet: the dashboard asks to create one.
    await page.waitForURL('**/app/organisation');
  });
});
