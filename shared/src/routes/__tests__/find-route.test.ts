import { describe, expect, it } from 'vitest';
import { findRoute, productIdOf } from '../find-route';
import { ROUTES, type RouteKey } from '../paths';

const keyOf = (pathname: string) => findRoute(pathname)?.key ?? null;

describe('findRoute', () => {
  it('finds every route of the table by its own path', () => {
    for (const [key, route] of Object.entries(ROUTES) as Array<[RouteKey, { path: string }]>) {
      const concrete = route.path.replace(/:([A-Za-z]+)/g, 'x1');
      expect(keyOf(concrete), concrete).toBe(key);
    }
  });

  it('prefers literal segments over parameters', () => {
    expect(keyOf('/app/products')).toBe('products');
    expect(keyOf('/app/organisation')).toBe('organisation');
    expect(keyOf('/app/p1/segments/import/users')).toBe('segmentImportUsers');
    expect(keyOf('/app/p1/campaigns/create')).toBe('campaignCreate');
    expect(keyOf('/app/p1/campaigns/combined')).toBe('campaignsCombined');
    expect(keyOf('/app/p1/settings/roles')).toBe('settingsRoles');
    expect(keyOf('/app/p1/settings/export')).toBe('settingsExport');
  });

  it('fills parameters', () => {
    expect(findRoute('/app/p1/campaigns/c9/attention-recommended')).toMatchObject({
      key: 'campaignAttention',
      params: { productId: 'p1', id: 'c9' },
    });
    expect(findRoute('/app/p1/settings/general')?.params).toEqual({ productId: 'p1', type: 'general' });
  });

  it('returns null for unknown paths', () => {
    expect(findRoute('/nowhere')).toBeNull();
    expect(findRoute('/app/p1/unknown/page/deep')).toBeNull();
  });

  it('tells the product id of a path', () => {
    expect(productIdOf('/app/p1/recordings')).toBe('p1');
    expect(productIdOf('/app/products')).toBeNull();
    expect(productIdOf('/account')).toBeNull();
  });
});
