/**
 * What the user sees while the server cannot be reached: a polite "Reconnecting…" notice, the
 * page they were on left mounted with what they typed, and a product list that failed to load
 * reported with Retry instead of being read as "no products".
 */
import { createSessionStore, type MeUser } from '@hearback/shared';
import { createFakeAuth, makeMeUser } from '@hearback/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCTS, productsBody, renderShell } from '../test/render-shell';

// The remote's page with something typed into it: a remount would empty the field.
vi.mock('../../federation/RemoteRoutes', () => ({
  RemoteRoutes: ({ remote }: { remote: string }) => (
    <>
      <div data-testid="remote">{remote}</div>
      <input aria-label="Draft" />
    </>
  ),
}));

const offline = () => new TypeError('Failed to fetch');

/** getAllProducts answering 503 while `state.down`, the products after. */
const productsWhile = (state: { down: boolean }) => () =>
  state.down ? new Response('Service Unavailable', { status: 503 }) : productsBody(PRODUCTS);

function realSession(fetchMe: () => Promise<MeUser | null>) {
  const auth = createFakeAuth();
  const session = createSessionStore({
    getAuth: () => auth,
    fetchMe,
    navigator: { navigate: () => expect.fail('navigated outside the router'), getPathname: () => '/' },
    // Short pauses keep the test quick; the schedule itself is the store's own test.
    retryDelayMs: () => 50,
  });
  return { auth, session };
}

describe('while the server cannot be reached', () => {
  it('shows Reconnecting… politely, keeps the page and its input, and recovers', async () => {
    let down = false;
    const { auth, session } = realSession(async () => {
      if (down) throw offline();
      return makeMeUser();
    });
    auth.signIn('token-1');
    const { location } = renderShell('/app/p1/recordings?review=true', { session });
    const draft = (await screen.findByLabelText('Draft')) as HTMLInputElement;
    fireEvent.change(draft, { target: { value: 'half-written answer' } });

    // The live region is there before anything is announced, as screen readers need.
    const notice = screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('');

    down = true;
    act(() => session.checkConnection());
    await waitFor(() => expect(notice.textContent).toBe('Reconnecting…'));
    // Several failed tries later: still signed in, same page, same field, same text.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(session.getSnapshot().status).toBe('signedIn');
    expect(auth.signOutCalls).toBe(0);
    expect(location()).toBe('/app/p1/recordings?review=true');
    expect(screen.getByLabelText('Draft')).toBe(draft);
    expect(draft.value).toBe('half-written answer');

    down = false;
    await waitFor(() => expect(notice.textContent).toBe(''));
    expect(screen.getByLabelText('Draft')).toBe(draft);
    expect(draft.value).toBe('half-written answer');
    expect(location()).toBe('/app/p1/recordings?review=true');
  });
});

describe('a product list that could not be loaded', () => {
  const failingThenWorking = () => {
    const state = { down: true };
    return { state, answers: { GetAllProducts: productsWhile(state) } };
  };

  it.each([
    ['a Member', makeMeUser({ role: 'Member' })],
    ['an Admin', makeMeUser({ role: 'Admin' })],
  ])('shows an error with Retry to %s and stays on the deep link', async (_, user) => {
    const { state, answers } = failingThenWorking();
    const { location } = renderShell('/app/p1/recordings?review=true', { user, answers });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your products could not be loaded');
    expect(location()).toBe('/app/p1/recordings?review=true');
    expect(screen.queryByTestId('remote')).toBeNull();

    state.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('remote')).toHaveProperty('textContent', 'remote_products');
    expect(location()).toBe('/app/p1/recordings?review=true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the error when Retry fails again', async () => {
    const { answers } = failingThenWorking();
    const { location } = renderShell('/', { answers });
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retry' }).className).not.toContain('loading'),
    );
    expect(screen.getByRole('alert').textContent).toContain('Your products could not be loaded');
    expect(location()).toBe('/');
  });
});

describe('short forms', () => {
  it.each([
    ['/app/p1/combined-campaigns', '/app/p1/campaigns/combined'],
    ['/organisation/details', '/app/organisation'],
    ['/app/p2/configuration?review=true', '/app/p2/configuration?review=true'],
    ['/recordings', '/app/all/recordings'],
  ])('%s opens %s instead of Page not found', async (from, to) => {
    const { location } = renderShell(from);
    await waitFor(() => expect(location()).toBe(to));
    expect(await screen.findByTestId('remote')).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('/waiting-confirmation opens the waiting page for a user waiting for confirmation', async () => {
    const { location } = renderShell('/waiting-confirmation', { user: makeMeUser({ enabled: false }) });
    await waitFor(() => expect(location()).toBe('/waiting/confirmation'));
  });
});
