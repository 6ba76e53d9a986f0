import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { makeMeUser } from '../../testing/me-user';
import { createStaticSessionStore } from '../../testing/static-session-store';
import { useSession } from '../use-session';

function Flags() {
  const { status, isAdmin, isMember, isUsable } = useSession();
  return <output>{JSON.stringify({ status, isAdmin, isMember, isUsable })}</output>;
}

const flags = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');

describe('useSession', () => {
  it('exposes the Admin flag and usability of a signed-in Admin', () => {
    const session = createStaticSessionStore({ status: 'signedIn', user: makeMeUser({ role: 'Admin' }) });
    renderWithProviders(<Flags />, { session });
    expect(flags()).toEqual({ status: 'signedIn', isAdmin: true, isMember: false, isUsable: true });
  });

  it('exposes the Member flag', () => {
    const session = createStaticSessionStore({ status: 'signedIn', user: makeMeUser({ role: 'Member' }) });
    renderWithProviders(<Flags />, { session });
    expect(flags()).toMatchObject({ isAdmin: false, isMember: true });
  });

  it.each([
    ['not verified', { verified: false }],
    ['not enabled', { enabled: false }],
    ['without id', { id: '' }],
  ])('is not usable when %s', (_, overrides) => {
    const session = createStaticSessionStore({ status: 'signedIn', user: makeMeUser(overrides) });
    renderWithProviders(<Flags />, { session });
    expect(flags().isUsable).toBe(false);
  });

  it('follows the store', () => {
    const session = createStaticSessionStore({ status: 'loading', user: null });
    renderWithProviders(<Flags />, { session });
    expect(flags()).toEqual({ status: 'loading', isAdmin: false, isMember: false, isUsable: false });
    act(() => session.set({ status: 'signedIn', user: makeMeUser({ role: 'Member' }) }));
    expect(flags()).toMatchObject({ status: 'signedIn', isMember: true, isUsable: true });
  });
});
