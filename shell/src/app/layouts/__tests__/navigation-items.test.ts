import { describe, expect, it } from 'vitest';
import { organisationNavigation, productNavigation, selectedNavigationKey } from '../navigation-items';

const items = [...productNavigation('p1'), ...organisationNavigation()];

describe('navigation items', () => {
  it('point into the given product', () => {
    expect(productNavigation('p1').map((item) => [item.label, item.to])).toEqual([
      ['Product home', '/app/p1'],
      ['Recordings', '/app/p1/recordings'],
      ['Widget configuration', '/app/p1/configuration'],
      ['Campaigns', '/app/p1/campaigns'],
      ['Segments', '/app/p1/segments'],
      ['Settings', '/app/p1/settings/general'],
    ]);
  });

  it('highlight the section of the current page', () => {
    expect(selectedNavigationKey('/app/p1', items)).toBe('productHome');
    expect(selectedNavigationKey('/app/p1/campaigns/c1/attention-recommended', items)).toBe('campaigns');
    expect(selectedNavigationKey('/app/p1/settings/roles', items)).toBe('settings');
    expect(selectedNavigationKey('/app/products', items)).toBe('products');
    expect(selectedNavigationKey('/account', items)).toBeNull();
  });
});
