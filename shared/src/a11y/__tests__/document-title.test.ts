import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes/paths';
import { documentTitle } from '../document-title';

const PRODUCT_ID = '0b7c1f7e-5d4a-4a55-9a0e-2f1f6a1c9e11';
const names = new Map([[PRODUCT_ID, 'Demo Bank for iOS']]);

describe('documentTitle', () => {
  it('names the route, then the product it is inside, then Hearback', () => {
    expect(documentTitle(`/app/${PRODUCT_ID}/recordings`, names)).toBe(
      'Recordings · Demo Bank for iOS · Hearback',
    );
    expect(documentTitle(`/app/${PRODUCT_ID}/campaigns/c1/attention-recommended`, names)).toBe(
      'Attention recommended · Demo Bank for iOS · Hearback',
    );
    expect(documentTitle(`/app/${PRODUCT_ID}`, names)).toBe('Product home · Demo Bank for iOS · Hearback');
  });

  it('takes the title of the route react-router renders, not a product called like a page', () => {
    expect(documentTitle('/app/products', names)).toBe('Products · Hearback');
    expect(documentTitle(`/app/${PRODUCT_ID}/segments/import/users`, names)).toBe(
      'Import users · Demo Bank for iOS · Hearback',
    );
  });

  it('says "All products" for the all-products id and leaves out a product it does not know yet', () => {
    expect(documentTitle('/app/all/campaigns', names)).toBe('Campaigns · All products · Hearback');
    expect(documentTitle('/app/5d0e1c7a-0000-4000-8000-000000000000/recordings', names)).toBe(
      'Recordings · Hearback',
    );
  });

  it('has no product part outside the product area', () => {
    expect(documentTitle('/auth/sign-in', names)).toBe('Sign in · Hearback');
    expect(documentTitle('/account', names)).toBe('Account · Hearback');
    expect(documentTitle('/feedback/techxpo2', names)).toBe('TechXpo 2 · Hearback');
    expect(documentTitle('/waiting/product-attachment', names)).toBe('Waiting for a product · Hearback');
  });

  it('is Hearback alone on the paths that only redirect, and "Page not found" elsewhere', () => {
    expect(documentTitle('/', names)).toBe('Hearback');
    expect(documentTitle('/app', names)).toBe('Hearback');
    expect(documentTitle('/app/', names)).toBe('Hearback');
    expect(documentTitle('/no-such-page', names)).toBe('Page not found · Hearback');
  });

  it('gives every route of the table a title of its own', () => {
    for (const [key, route] of Object.entries(ROUTES)) {
      const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
        name === 'productId' ? PRODUCT_ID : `${key}-${name}`,
      );
      const title = documentTitle(path, names);
      expect(title.startsWith(`${route.title()} · `), `${key}: ${title}`).toBe(true);
      expect(title.endsWith(' · Hearback'), `${key}: ${title}`).toBe(true);
    }
  });
});
