import { expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { graphqlAsPage } from '../support/graphql';
import { signInAsDemoAdmin } from '../support/sign-in';

const browser = useChromium();

const PRODUCTS = '{ getProducts(paging: { limit: 100 }) { id name } }';

/** What an integration sends: the key and JSON, nothing of the dashboard. */
async function queryWithKey(baseUrl: string, key: string, query: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { getProducts: { id: string; name: string }[] } | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

test("an Admin creates an API key, copies it, reads the organisation's products with it, and revokes it", async () => {
  const baseUrl = inject('baseUrl');
  const name = `Warehouse sync ${Date.now()}`;

  await inDesktopPage(browser(), 'api-key', async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const productId = await signInAsDemoAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/app/${productId}/settings/api`);
    await page.getByRole('tab', { name: 'API', selected: true }).waitFor();

    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await shown.getByRole('button', { name: 'Copy the key' }).click();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^hb_[A-Za-z0-9_-]{43}$/);
    await expect(shown.getByTestId('new-api-key').textContent()).resolves.toBe(key);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText(`${key.slice(0, 11)}…`).waitFor();
    // The key is shown once: the list has only its prefix.
    await expect(page.getByText(key).count()).resolves.toBe(0);

    // The key answers with exactly the products the Admin sees.
    const seen = await graphqlAsPage<{ getProducts: { id: string; name: string }[] }>(page, PRODUCTS);
    const expected = seen.data!.getProducts.map((product) => product.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    const answer = await queryWithKey(baseUrl, key, PRODUCTS);
    expect(answer.status).toBe(200);
    expect(answer.body.data!.getProducts.map((product) => product.id).sort()).toEqual(expected);

    // Read again, the list shows the key was used.
    await page.reload();
    const used = page.getByRole('row').filter({ hasText: name });
    await used.waitFor();
    await expect(used.getByText('Never').count()).resolves.toBe(0);

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText(`The key ${name} was revoked.`).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByText(/^Revoked/)
      .waitFor();

    const refused = await queryWithKey(baseUrl, key, PRODUCTS);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.body.data ?? null).toBeNull();
  });
});
