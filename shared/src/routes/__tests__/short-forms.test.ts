import { describe, expect, it } from 'vitest';
import { findRoute } from '../find-route';
import { SHORT_FORMS } from '../paths';
import { resolveShortForm } from '../short-forms';

describe('resolveShortForm (spec section 2 short forms)', () => {
  it.each([
    ['/app/p1/combined-campaigns', '/app/p1/campaigns/combined'],
    ['/app/p1/organisation/details', '/app/organisation'],
    ['/app/p1/waiting-confirmation', '/waiting/confirmation'],
    ['/app/p1/waiting-verification', '/waiting/verification'],
    ['/app/p1/waiting-product-attachment', '/waiting/product-attachment'],
    ['/app/p1/sign-in', '/auth/sign-in'],
    ['/app/p1/products', '/app/products'],
    ['/app/p1/account', '/account'],
    ['/app/p1/campaigns/c1/attention-recommended', '/app/p1/campaigns/c1/attention-recommended'],
    ['/organisation/details', '/app/organisation'],
    ['/waiting-confirmation', '/waiting/confirmation'],
    ['/sign-up', '/auth/sign-up'],
    ['/reset-password', '/auth/reset-password'],
    ['/finish-link-sign-up', '/auth/finish-link-sign-up'],
    ['/combined-campaigns', '/app/fallback/campaigns/combined'],
    ['/recordings', '/app/fallback/recordings'],
    ['/configuration', '/app/fallback/configuration'],
    ['/campaigns/create', '/app/fallback/campaigns/create'],
    ['/campaigns/create/email', '/app/fallback/campaigns/create/email'],
    ['/campaigns/schedule/c9', '/app/fallback/campaigns/schedule/c9'],
    ['/campaigns/c9', '/app/fallback/campaigns/c9'],
    ['/segments/import/users', '/app/fallback/segments/import/users'],
    ['/segments/s3', '/app/fallback/segments/s3'],
    ['/settings/general', '/app/fallback/settings/general'],
    ['/settings/integrations/slack', '/app/fallback/settings/integrations/slack'],
  ])('%s → %s', (short, full) => {
    expect(resolveShortForm(short, '', 'fallback')).toBe(full);
  });

  it('keeps the query', () => {
    expect(resolveShortForm('/app/p1/combined-campaigns', '?review=true', 'all')).toBe(
      '/app/p1/campaigns/combined?review=true',
    );
  });

  it('needs a product for a product route reached from the root, and only there', () => {
    expect(resolveShortForm('/recordings', '', null)).toBeNull();
    expect(resolveShortForm('/app/p1/recordings', '', null)).toBe('/app/p1/recordings');
    expect(resolveShortForm('/organisation/details', '', null)).toBe('/app/organisation');
    expect(resolveShortForm('/sign-up', '?inviteId=i1', null)).toBe('/auth/sign-up?inviteId=i1');
  });

  it('knows nothing else', () => {
    expect(resolveShortForm('/nowhere', '', 'all')).toBeNull();
    expect(resolveShortForm('/app/p1/nowhere', '', 'all')).toBeNull();
  });

  it('resolves every short form of the spec to a route of the table', () => {
    for (const form of Object.keys(SHORT_FORMS)) {
      const path = form.replace(/\{(\w+)\}/g, 'x1');
      const target = resolveShortForm(path, '', 'p1');
      expect(target, form).not.toBeNull();
      expect(findRoute(target ?? '')?.key, form).toBe(SHORT_FORMS[form]);
    }
  });
});
