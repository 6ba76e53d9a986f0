import { makeMeUser } from '@hearback/shared/testing';
import { describe, expect, it } from 'vitest';
import { type AccessInput, decideAccess } from '../decide-access';

const PRODUCTS = [{ id: 'p1' }, { id: 'p2' }];

const input = (overrides: Partial<AccessInput>): AccessInput => ({
  pathname: '/app/p1',
  search: '',
  status: 'signedIn',
  user: makeMeUser(),
  products: PRODUCTS,
  productsLoading: false,
  productsFailed: false,
  preferredProductId: null,
  ...overrides,
});

const redirect = (to: string) => ({ kind: 'redirect', to });

describe('decideAccess', () => {
  it('lets pages that skip the session check through whatever the session', () => {
    expect(decideAccess(input({ pathname: '/feedback', status: 'loading', user: null }))).toEqual({
      kind: 'render',
    });
    expect(decideAccess(input({ pathname: '/pending-user', status: 'signedOut', user: null }))).toEqual({
      kind: 'render',
    });
  });

  it('waits while the session loads', () => {
    expect(decideAccess(input({ status: 'loading', user: null }))).toEqual({ kind: 'wait' });
  });

  it('sends signed-out visitors to sign-in except from the exempt pages', () => {
    const signedOut = { status: 'signedOut' as const, user: null };
    expect(decideAccess(input({ ...signedOut, pathname: '/app/p1' }))).toEqual(
      redirect('/auth/sign-in?returnTo=%2Fapp%2Fp1'),
    );
    expect(decideAccess(input({ ...signedOut, pathname: '/' }))).toEqual(redirect('/auth/sign-in'));
    expect(decideAccess(input({ ...signedOut, pathname: '/auth/reset-password' }))).toEqual({
      kind: 'render',
    });
  });

  it('checks verification before confirmation', () => {
    const user = makeMeUser({ verified: false, enabled: false });
    expect(decideAccess(input({ user }))).toEqual(redirect('/waiting/verification?returnTo=%2Fapp%2Fp1'));
    expect(decideAccess(input({ user, pathname: '/waiting/verification' }))).toEqual({ kind: 'render' });
    expect(decideAccess(input({ user, pathname: '/waiting/confirmation' }))).toEqual(
      redirect('/waiting/verification'),
    );
    expect(decideAccess(input({ user: makeMeUser({ enabled: false }), pathname: '/' }))).toEqual(
      redirect('/waiting/confirmation'),
    );
  });

  it('sends a usable user without organisation to the organisation form', () => {
    const user = makeMeUser({ organization: null, role: null });
    expect(decideAccess(input({ user, productsLoading: true }))).toEqual(redirect('/app/organisation'));
    expect(decideAccess(input({ user, pathname: '/app/organisation' }))).toEqual({ kind: 'render' });
    expect(decideAccess(input({ user, pathname: '/account' }))).toEqual({ kind: 'render' });
  });

  it('waits for the product list before any product decision', () => {
    expect(decideAccess(input({ pathname: '/', productsLoading: true, products: [] }))).toEqual({
      kind: 'wait',
    });
  });

  it('sends a Member without products to wait for one', () => {
    const user = makeMeUser({ role: 'Member' });
    expect(decideAccess(input({ user, products: [], pathname: '/' }))).toEqual(
      redirect('/waiting/product-attachment'),
    );
    expect(decideAccess(input({ user, products: [], pathname: '/waiting/product-attachment' }))).toEqual({
      kind: 'render',
    });
    expect(decideAccess(input({ user }))).toEqual({ kind: 'render' });
  });

  it('sends a usable user away from auth pages to the landing product', () => {
    expect(decideAccess(input({ pathname: '/auth/sign-in', preferredProductId: 'p2' }))).toEqual(
      redirect('/app/p2'),
    );
    expect(decideAccess(input({ pathname: '/waiting/confirmation' }))).toEqual(redirect('/app/all'));
    expect(decideAccess(input({ pathname: '/verify' }))).toEqual({ kind: 'render' });
  });

  it('applies the product redirects', () => {
    expect(decideAccess(input({ pathname: '/', search: '?review=true', preferredProductId: 'p1' }))).toEqual(
      redirect('/app/p1?review=true'),
    );
    expect(decideAccess(input({ pathname: '/app/p9/segments' }))).toEqual(redirect('/app/all'));
    expect(decideAccess(input({ pathname: '/app/p2/segments' }))).toEqual({ kind: 'render' });
    expect(decideAccess(input({ pathname: '/no/such/page' }))).toEqual({ kind: 'render' });
  });

  describe('deep links survive the way in', () => {
    const deepLink = '/app/p1/recordings?review=true';
    const returnTo = `returnTo=${encodeURIComponent(deepLink)}`;
    const signedOut = { status: 'signedOut' as const, user: null };

    it('sends a signed-out visitor to sign-in remembering the page and its query', () => {
      expect(
        decideAccess(input({ ...signedOut, pathname: '/app/p1/recordings', search: '?review=true' })),
      ).toEqual(redirect(`/auth/sign-in?${returnTo}`));
    });

    it('lets the sign-in and sign-up pages carry it', () => {
      expect(
        decideAccess(input({ ...signedOut, pathname: '/auth/sign-in', search: `?${returnTo}` })),
      ).toEqual({
        kind: 'render',
      });
    });

    it('sends the user on to it once they can use the dashboard', () => {
      expect(decideAccess(input({ pathname: '/auth/sign-in', search: `?${returnTo}` }))).toEqual(
        redirect(deepLink),
      );
      expect(decideAccess(input({ pathname: '/waiting/verification', search: `?${returnTo}` }))).toEqual(
        redirect(deepLink),
      );
      expect(
        decideAccess(
          input({ pathname: '/auth/sign-in', search: '?returnTo=%2Fpending-user%3FinviteId%3Di1' }),
        ),
      ).toEqual(redirect('/pending-user?inviteId=i1'));
    });

    it('keeps it through the waiting pages', () => {
      const unverified = makeMeUser({ verified: false });
      expect(
        decideAccess(input({ user: unverified, pathname: '/auth/sign-up', search: `?${returnTo}` })),
      ).toEqual(redirect(`/waiting/verification?${returnTo}`));
      expect(
        decideAccess(input({ user: unverified, pathname: '/app/p1/recordings', search: '?review=true' })),
      ).toEqual(redirect(`/waiting/verification?${returnTo}`));
      expect(
        decideAccess(
          input({ user: makeMeUser({ enabled: false }), pathname: '/auth/sign-in', search: `?${returnTo}` }),
        ),
      ).toEqual(redirect(`/waiting/confirmation?${returnTo}`));
      expect(
        decideAccess(
          input({
            user: makeMeUser({ role: 'Member' }),
            products: [],
            pathname: '/app/p1/recordings',
            search: '?review=true',
          }),
        ),
      ).toEqual(redirect(`/waiting/product-attachment?${returnTo}`));
    });

    it.each(['//evil.example/app', 'https://evil.example/app', 'javascript:alert(1)', '/auth/sign-in'])(
      'ignores a return path that is not a dashboard page (%s)',
      (target) => {
        expect(
          decideAccess(
            input({
              pathname: '/auth/sign-in',
              search: `?returnTo=${encodeURIComponent(target)}`,
              preferredProductId: 'p2',
            }),
          ),
        ).toEqual(redirect('/app/p2'));
      },
    );
  });

  describe('a product list that could not be loaded', () => {
    it('is reported, never read as no products: no redirect for a Member or for an Admin deep link', () => {
      const failed = { products: [], productsFailed: true };
      expect(decideAccess(input({ ...failed, user: makeMeUser({ role: 'Member' }) }))).toEqual({
        kind: 'productsFailed',
      });
      expect(decideAccess(input({ ...failed, pathname: '/app/p1/recordings' }))).toEqual({
        kind: 'productsFailed',
      });
      expect(decideAccess(input({ ...failed, pathname: '/' }))).toEqual({ kind: 'productsFailed' });
    });

    it('does not stand in the way of what comes before the products', () => {
      const failed = { products: [], productsFailed: true };
      expect(
        decideAccess(input({ ...failed, status: 'signedOut', user: null, pathname: '/auth/sign-in' })),
      ).toEqual({
        kind: 'render',
      });
      expect(decideAccess(input({ ...failed, user: makeMeUser({ verified: false }) }))).toEqual(
        redirect('/waiting/verification?returnTo=%2Fapp%2Fp1'),
      );
    });
  });

  describe('short forms (spec section 2)', () => {
    it.each([
      ['/app/p1/combined-campaigns', '/app/p1/campaigns/combined'],
      ['/app/p1/organisation/details', '/app/organisation'],
      ['/organisation/details', '/app/organisation'],
      ['/waiting-confirmation', '/waiting/confirmation'],
      ['/app/p2/segments/s1', null],
    ])('redirects %s to its full route', (pathname, to) => {
      expect(decideAccess(input({ pathname }))).toEqual(to ? redirect(to) : { kind: 'render' });
    });

    it('opens the short form of an auth page for a signed-out visitor, whatever the session', () => {
      expect(
        decideAccess(
          input({ status: 'signedOut', user: null, pathname: '/sign-up', search: '?inviteId=i1' }),
        ),
      ).toEqual(redirect('/auth/sign-up?inviteId=i1'));
      expect(decideAccess(input({ status: 'loading', user: null, pathname: '/app/p1/sign-in' }))).toEqual(
        redirect('/auth/sign-in'),
      );
    });

    it('resolves a root product short form once the products are known, with the landing product', () => {
      expect(decideAccess(input({ pathname: '/recordings', productsLoading: true }))).toEqual({
        kind: 'wait',
      });
      expect(
        decideAccess(input({ pathname: '/recordings', search: '?review=true', preferredProductId: 'p2' })),
      ).toEqual(redirect('/app/p2/recordings?review=true'));
      expect(decideAccess(input({ pathname: '/combined-campaigns' }))).toEqual(
        redirect('/app/all/campaigns/combined'),
      );
    });

    it('sends a signed-out visitor of a root product short form to sign-in, remembering it', () => {
      expect(decideAccess(input({ status: 'signedOut', user: null, pathname: '/recordings' }))).toEqual(
        redirect('/auth/sign-in?returnTo=%2Frecordings'),
      );
    });
  });
});
