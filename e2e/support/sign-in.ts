import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PASSWORD,
} from '@hearback/server/demo-credentials';
import type { Page } from 'playwright-core';

/** Where a usable user lands: `/app/{productId}`, 'all' until a product has been chosen. */
export const LANDING = /\/app\/(all|[0-9a-f-]{36})$/;

/** Fills and sends the sign-in form of the page the browser is on (wherever the dashboard sent it). */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the sign-in page; the caller waits for where the user is sent. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/sign-in`);
  await submitSignInForm(page, email, password);
}

/**
 * Signs the seeded demo Admin in and waits for the landing page. Returns the product id of that
 * page ('all' on a fresh browser).
 */
export async function signInAsDemoAdmin(page: Page, baseUrl: string): Promise<string> {
  await signIn(page, baseUrl, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  await page.waitForURL(LANDING);
  return new URL(page.url()).pathname.split('/')[2] as string;
}

/** Signs the seeded demo Member in and waits for the landing page; returns its product id. */
export async function signInAsDemoMember(page: Page, baseUrl: string): Promise<string> {
  await signIn(page, baseUrl, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  await page.waitForURL(LANDING);
  return new URL(page.url()).pathname.split('/')[2] as string;
}
