import { expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { latestOobCode } from '../support/emulator';
import { submitSignUpForm } from '../support/sign-up';

const browser = useChromium();

test('a new user signs up, verifies, creates an organisation and a product, signs out and in again', async () => {
  const baseUrl = inject('baseUrl');
  const email = `owner-${Date.now()}@example.org`;
  const password = 'correct-horse-42';
  await inDesktopPage(browser(), 'sign-up-to-product', async (page, consoleLines) => {
    await page.goto(`${baseUrl}/`);
    await page.waitForURL('**/auth/sign-in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/auth/sign-up');

    await submitSignUpForm(page, { firstName: 'Ada', lastName: 'Lovelace', email, password });
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    // The link the verification e-mail carries, opened in the dashboard's own action handler.
    const oobCode = await latestOobCode(inject('emulatorUrl'), inject('projectId'), email, 'VERIFY_EMAIL');
    await page.goto(`${baseUrl}/_auth/action?mode=verifyEmail&oobCode=${oobCode}`);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/app/organisation');
    await page.getByLabel('Organisation name').fill('Lovelace Analytics');
    await page.getByLabel('Website').fill('https://lovelace.example.org');
    await page.getByRole('button', { name: 'Create organisation' }).click();
    await page.waitForURL('**/app/all');

    await page
      .getByRole('button', { name: /New product|Create your first product/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Product name').fill('Difference Engine');
    await dialog.getByLabel('URL').fill('https://engine.example.org');
    await dialog.getByLabel('Platform').click();
    // antd renders hidden role=option copies for screen readers; the visible item carries the title.
    await page.locator('.ant-select-item-option[title="Web"]').click();
    await dialog.getByRole('button', { name: 'Create product' }).click();

    await page.waitForURL(/\/app\/[0-9a-f-]{36}$/);
    const productPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Difference Engine' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('current-product'))).toBe(
      productPath.split('/')[2],
    );
    expect(consoleLines.some((line) => line.includes(productPath))).toBe(true);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`**${productPath}`);
    await page.getByRole('heading', { name: 'Difference Engine' }).waitFor();
  });
});
