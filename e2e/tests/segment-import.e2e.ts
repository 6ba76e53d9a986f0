import { readFile } from 'node:fs/promises';
import { expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { graphqlAsPage } from '../support/graphql';
import { signInAsDemoAdmin } from '../support/sign-in';

const browser = useChromium();

test('an Admin imports a CSV with good and bad rows into a new segment and sees who is in it', async () => {
  const baseUrl = inject('baseUrl');
  const run = Date.now();
  const email = (name: string) => `${name}-${run}@customers.example`;
  const segmentName = `Spring customers ${run}`;
  const csv = [
    'Email,Full name,Phone,Country',
    `${email('ann')},Ann Archer,+44 20 7946 0958,UK`,
    `${email('bob')},Bob Baker,,FR`,
    'not-an-address,Carl Cook,,UK',
    `${email('dee')},Dee Dale,12345,UK`,
    `${email('ANN')},Ann again,,UK`,
    `${email('eve')},Eve Evans,+33 1 42 68 53 00,FR`,
  ].join('\n');

  await inDesktopPage(browser(), 'segment-import', async (page) => {
    await signInAsDemoAdmin(page, baseUrl);
    const products = await graphqlAsPage<{ getAllProducts: { id: string }[] }>(
      page,
      '{ getAllProducts { id } }',
    );
    const productId = products.data!.getAllProducts[0]!.id;

    await page.goto(`${baseUrl}/app/${productId}/segments`);
    await page.getByRole('button', { name: 'Import users' }).click();
    await page.waitForURL(`**/app/${productId}/segments/import/users`);

    // The file is read in the browser (a Web Worker): columns first.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'spring-customers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByText('spring-customers.csv', { exact: true }).waitFor();
    await page.getByLabel('New segment name').fill(segmentName);
    await page.getByRole('button', { name: 'Check rows' }).click();

    // The preview announces what the import will refuse, with the server's own sentences, and
    // which contact it takes without its phone number.
    await page.getByText('2 rows are not imported.').waitFor();
    await page.getByText('1 contact is imported without a phone number.').waitFor();
    await page.getByRole('cell', { name: 'E-mail "not-an-address" is not a valid address.' }).waitFor();
    await page.getByRole('cell', { name: `E-mail "${email('ann')}" is already in row 2.` }).waitFor();

    await page.getByRole('button', { name: 'Import 4 contacts' }).click();
    await page.getByText(`Imported into ${segmentName}`).waitFor({ timeout: 60_000 });
    const statistic = (title: string) =>
      page
        .locator('.ant-statistic')
        .filter({ hasText: title })
        .locator('.ant-statistic-content-value')
        .textContent();
    expect(await statistic('Created')).toBe('4');
    expect(await statistic('Updated')).toBe('0');
    expect(await statistic('Rejected')).toBe('2');
    expect(await statistic('Without phone')).toBe('1');

    // The rejected rows, and the one imported without its phone, come back as a file, each with
    // its reason.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download rejected rows' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('rejected-rows-spring-customers.csv');
    const rejected = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(rejected).toEqual([
      'Row,Reason,Email,Full name,Phone,Country',
      '4,"E-mail ""not-an-address"" is not a valid address.",not-an-address,Carl Cook,,UK',
      `5,"Phone ""12345"" is not a valid international number, such as +44 20 7946 0958. The contact was imported without it.",${email('dee')},Dee Dale,12345,UK`,
      `6,"E-mail ""${email('ann')}"" is already in row 2.",${email('ANN')},Ann again,,UK`,
    ]);

    // The new segment holds the imported contacts, searchable.
    await page.getByRole('button', { name: 'Open segment' }).click();
    await page.getByRole('heading', { name: segmentName }).waitFor();
    for (const name of ['ann', 'bob', 'dee', 'eve'])
      await page.getByRole('cell', { name: email(name), exact: true }).waitFor();
    await expect(page.getByText('4 contacts', { exact: false }).first().textContent()).resolves.toContain(
      '4 contacts',
    );
    await page.getByLabel('Search members').fill('Baker');
    await page.getByText('1 found').waitFor();
    await expect(page.getByRole('cell', { name: email('ann'), exact: true }).count()).resolves.toBe(0);

    // And the segments list shows it with its size.
    await page.goto(`${baseUrl}/app/${productId}/segments`);
    const row = page.getByRole('row').filter({ hasText: segmentName });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('4');
  });
});
