import type { Page } from 'playwright-core';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Fills and sends the sign-up form of the page the browser is on (`/auth/sign-up`), accepting the
 * terms, and waits for the page that asks the new user to verify their address.
 */
export async function submitSignUpForm(page: Page, user: NewUser): Promise<void> {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByLabel('I accept the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/waiting/verification');
}
