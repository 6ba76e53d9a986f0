import { describe, expect, it } from 'vitest';
import {
  landingProductId,
  productSwitchTarget,
  replaceProductId,
  resolveProductRedirect,
} from '../product-paths';

const products = [{ id: 'p1' }, { id: 'p2' }];

describe('resolveProductRedirect', () => {
  it('sends / and /app to the stored product when it is valid', () => {
    expect(resolveProductRedirect('/', '', products, 'p2')).toBe('/app/p2');
    expect(resolveProductRedirect('/app', '', products, 'p1')).toBe('/app/p1');
    expect(resolveProductRedirect('/app/', '', products, 'all')).toBe('/app/all');
  });

  it("uses 'all' when there is no valid product", () => {
    expect(resolveProductRedirect('/', '', products, 'gone')).toBe('/app/all');
    expect(resolveProductRedirect('/app', '', [], null)).toBe('/app/all');
    expect(resolveProductRedirect('/app', '', products)).toBe('/app/all');
  });

  it('keeps review=true and nothing else', () => {
    expect(resolveProductRedirect('/', '?review=true&x=1', products, 'p1')).toBe('/app/p1?review=true');
    expect(resolveProductRedirect('/app', '?x=1', products, 'p1')).toBe('/app/p1');
  });

  it('redirects a product route whose id is not valid', () => {
    expect(resolveProductRedirect('/app/gone/campaigns', '?review=true', products, 'p2')).toBe(
      '/app/p2?review=true',
    );
    expect(resolveProductRedirect('/app/gone', '', [], null)).toBe('/app/all');
  });

  it('leaves valid product routes and routes without a product alone', () => {
    expect(resolveProductRedirect('/app/p1/campaigns', '', products)).toBeNull();
    expect(resolveProductRedirect('/app/all', '?review=true', products)).toBeNull();
    expect(resolveProductRedirect('/app/products', '', products)).toBeNull();
    expect(resolveProductRedirect('/app/organisation', '', [])).toBeNull();
    expect(resolveProductRedirect('/account', '', products)).toBeNull();
    expect(resolveProductRedirect('/auth/sign-in', '', products)).toBeNull();
  });
});

describe('landingProductId', () => {
  it('keeps a valid preference, else all', () => {
    expect(landingProductId(products, 'p1')).toBe('p1');
    expect(landingProductId(products, 'all')).toBe('all');
    expect(landingProductId(products, 'x')).toBe('all');
  });
});

describe('replaceProductId', () => {
  it('rewrites the product id segment', () => {
    expect(replaceProductId('/app/p1', 'p2')).toBe('/app/p2');
    expect(replaceProductId('/app/p1/campaigns/create/email', 'all')).toBe('/app/all/campaigns/create/email');
    expect(replaceProductId('/app/all/segments/import/users', 'p1')).toBe('/app/p1/segments/import/users');
    expect(replaceProductId('/app/p1/settings/integrations/slack', 'p2')).toBe(
      '/app/p2/settings/integrations/slack',
    );
  });

  it.each([
    ['/app/p1/campaigns/c9', '/app/p2/campaigns'],
    ['/app/p1/campaigns/schedule/c9', '/app/p2/campaigns'],
    ['/app/p1/campaigns/c9/attention-recommended', '/app/p2/campaigns'],
    ['/app/p1/segments/s4', '/app/p2/segments'],
  ])("opens the section's list from the detail page %s (the other product has no such thing)", (from, to) => {
    expect(replaceProductId(from, 'p2')).toBe(to);
  });

  it('returns null outside a product', () => {
    expect(replaceProductId('/app/products', 'p2')).toBeNull();
    expect(replaceProductId('/account', 'p2')).toBeNull();
  });
});

describe('productSwitchTarget', () => {
  it('keeps the page and its query when only the product changes', () => {
    expect(productSwitchTarget('/app/p1/recordings', '?review=true&page=2', 'p2')).toBe(
      '/app/p2/recordings?review=true&page=2',
    );
  });

  it('goes from a detail page to the list, keeping only review=true', () => {
    expect(productSwitchTarget('/app/p1/campaigns/c7', '?tab=results&review=true', 'p2')).toBe(
      '/app/p2/campaigns?review=true',
    );
    expect(productSwitchTarget('/app/p1/segments/s1', '?tab=rules', 'all')).toBe('/app/all/segments');
  });

  it("opens the product's home from outside a product", () => {
    expect(productSwitchTarget('/account', '?review=true', 'p2')).toBe('/app/p2?review=true');
    expect(productSwitchTarget('/app/products', '', 'p2')).toBe('/app/p2');
  });
});
