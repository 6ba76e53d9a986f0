import { ROUTES } from '@hearback/shared';
import { describe, expect, it } from 'vitest';
import { pages } from '..';

describe('pages', () => {
  it('renders only routes of this remote', () => {
    for (const key of Object.keys(pages) as Array<keyof typeof ROUTES>) {
      expect(ROUTES[key].remote).toBe('remote_products');
    }
    expect(Object.keys(pages).sort()).toEqual([
      'configuration',
      'organisation',
      'productHome',
      'products',
      'recordings',
    ]);
  });
});
