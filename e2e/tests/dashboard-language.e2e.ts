import { expect, inject, test } from 'vitest';
import { seriousAccessibilityViolations } from '../support/axe';
import { inDesktopPage, useChromium } from '../support/browser';
import { latestEmailActionLink } from '../support/emulator';
import { signIn } from '../support/sign-in';
import { submitSignUpForm } from '../support/sign-up';

const browser = useChromium();

test('a user picks German on the account page: the whole dashboard switches, and it follows them to a new browser', async () => {
  const baseUrl = inject('baseUrl');
  const stamp = Date.now();
  const email = `sprache-${stamp}@example.org`;
  const password = 'deutsch-bitte-2026';

  await inDesktopPage(browser(), 'language-chosen', async (page) => {
    await page.goto(`${baseUrl}/auth/sign-up`);
    await submitSignUpForm(page, { firstName: 'Greta', lastName: 'Deutsch', email, password });
    const emulator = { url: inject('emulatorUrl'), projectId: inject('projectId') };
    await page.goto(await latestEmailActionLink(emulator, baseUrl, email, 'VERIFY_EMAIL'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/app/organisation');
    await page.getByLabel('Organisation name').fill(`Sprachschule ${stamp}`);
    await page.getByLabel('Website').fill(`https://sprache-${stamp}.example.org`);
    await page.getByRole('button', { name: 'Create organisation' }).click();
    await page.waitForURL('**/app/all');

    await page.goto(`${baseUrl}/account`);
    await page.getByLabel('Language').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Deutsch' }).click();

    // Everything at once, without a reload: the navigation, the page, antd's own texts, the title.
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await navigation.waitFor();
    await navigation.getByRole('link', { name: 'Produkte' }).waitFor();
    await page.getByText('Ihre Sprache wurde gespeichert.').waitFor();
    await expect.poll(() => page.title()).toBe('Konto · Hearback');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.getByRole('combobox', { name: 'Sprache', exact: true }).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  // A browser that never saw the choice: the sign-in page follows the browser (English), and the
  // profile turns the dashboard German as soon as the user is known.
  await inDesktopPage(browser(), 'language-on-another-device', async (page) => {
    await signIn(page, baseUrl, email, password);
    await page.waitForURL('**/app/all');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    await page.goto(`${baseUrl}/app/products`);
    await expect.poll(() => page.title()).toBe('Produkte · Hearback');
  });
});
