import { expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { signInAsDemoAdmin } from '../support/sign-in';

const browser = useChromium();

/** A real 1×1 PNG: the server serves only bytes that are one of its image types. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a user uploads a photo on /account, sees it in the header, keeps it after a reload, and removes it', async () => {
  const baseUrl = inject('baseUrl');

  await inDesktopPage(browser(), 'account-photo', async (page) => {
    await signInAsDemoAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/account`);
    await page.getByRole('heading', { name: 'Account' }).waitFor();

    // The PUT to the signed URL is the upload the page reports progress of.
    const put = page.waitForResponse((response) => response.request().method() === 'PUT');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    expect((await put).status()).toBe(200);
    await page.getByText('Your photo was saved.').waitFor();

    const photo = page.getByRole('img', { name: 'Your photo' });
    const photoUrl = await photo.getAttribute('src');
    expect(photoUrl).toMatch(/^https?:\/\//);

    // The stored photo is served as the image it is.
    const served = await fetch(photoUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // The header's user menu shows it without a reload, since the session was refreshed.
    const headerAvatar = page.getByRole('button', { name: 'User menu' }).locator('img');
    await expect.poll(() => headerAvatar.getAttribute('src')).toBe(photoUrl);

    await page.reload();
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    await expect.poll(() => page.getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe(photoUrl);
    await expect.poll(() => headerAvatar.getAttribute('src')).toBe(photoUrl);

    // Removing it leaves the demo Admin as the other tests expect them: without a photo.
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByText('Your photo was removed.').waitFor();
    await expect.poll(() => page.getByRole('img', { name: 'Your photo' }).count()).toBe(0);
    await expect.poll(() => headerAvatar.count()).toBe(0);
  });
});
