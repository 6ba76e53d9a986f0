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
    expect(decideAccess(input({ ...signedOut, pathname: '/app/p1' }))).toEqual(redirect('/auth/sign-in'));
    expect(decideAccess(input({ ...signedOut, pathname: '/' }))).toEqual(redirect('/auth/sign-in'));
    expect(decideAccess(input({ ...signedOut, pathname: '/auth/reset-password' }))).toEqual({
      kind: 'render',
    });
  });

  it('checks verification before confirmation', () => {
    const user = makeMeUser({ verified: false, enabled: false });
    expect(decideAccess(input({ user }))).toEqual(redirect('/waiting/verification'));
    expect(decideAccess(input({ user, pathname: '/waiting/verification' }))).toEqual({ kind: 'render' });
    expect(decideAccess(input({ user, pathname: '/waiting/confirmation' }))).toEqual(
      redirect('/waiting/verification'),
    );
    expect(decideAccess(input({ user: makeMeUser({ enabled: false }) }))).toEqual(
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
    expect(decideAccess(input({ user, products: [] }))).toEqual(redirect('/waiting/product-attachment'));
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
});
