import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { graphqlAsPage } from './graphql';

export interface Product {
  id: string;
  name: string;
}

export interface RecordingRow {
  id: string;
  messageType: string;
  text: string | null;
  answers: { questionId: string; question: string | null; answer: string }[];
  sentimentLabel: string | null;
  pageUrl: string | null;
  audio: { contentType: string; size: number } | null;
}

/** The demo organisation's first product, as the signed-in Admin sees it. */
export async function firstProduct(page: Page): Promise<Product> {
  const answer = await graphqlAsPage<{ getProducts: Product[] }>(
    page,
    'query { getProducts(paging: { limit: 100 }) { id name } }',
  );
  const product = answer.data?.getProducts[0];
  if (!product) throw new Error(`The demo organisation has no product: ${JSON.stringify(answer)}`);
  return product;
}

export async function recordingsOf(page: Page, productId: string): Promise<RecordingRow[]> {
  const answer = await graphqlAsPage<{ recordings: RecordingRow[] }>(
    page,
    `query ($productId: ID!) {
      recordings(productId: $productId, paging: { limit: 50 }) {
        id messageType text answers { questionId question answer } sentimentLabel pageUrl audio { contentType size }
      }
    }`,
    { productId },
  );
  if (!answer.data) throw new Error(`recordings failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.recordings;
}

export async function openConfiguration(page: Page, productId: string): Promise<void> {
  await page.goto(`${inject('baseUrl')}/app/${productId}/configuration`);
  await page.getByRole('radiogroup', { name: 'Purpose' }).waitFor();
}

/** Opens the widget configuration page and picks a purpose, as an Admin does; not saved yet. */
export async function choosePurpose(page: Page, productId: string, purpose: string): Promise<void> {
  await openConfiguration(page, productId);
  // antd draws its own radio: the Admin clicks the label, the native input stays hidden.
  await page.getByRole('radiogroup', { name: 'Purpose' }).getByText(purpose, { exact: true }).click();
  await expect.poll(() => page.getByRole('radio', { name: purpose }).isChecked()).toBe(true);
}

export async function saveWidgetSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Widget settings saved.').waitFor();
}

export async function configureWidget(page: Page, productId: string, purpose: string): Promise<void> {
  await choosePurpose(page, productId, purpose);
  await saveWidgetSettings(page);
}

/** The install snippet as the configuration page shows it. */
export const installSnippet = (page: Page): Promise<string> =>
  page.getByLabel('Install snippet').inputValue();

/** The widget's default form asks who the visitor is. */
export async function fillContactDetails(visitor: Page): Promise<void> {
  await visitor.getByLabel('Your name').fill('Grace Visitor');
  await visitor.getByLabel('Your e-mail').fill('grace@visitor.example.org');
}

export const openWidget = (visitor: Page) => visitor.getByRole('button', { name: 'Open feedback' }).click();
