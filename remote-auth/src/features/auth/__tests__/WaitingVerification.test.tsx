import { act, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadCurrentUser } from '../api/reload-current-user';
import { ResendVerificationMutation } from '../api/resend-verification-mutation';
import { WaitingVerification } from '../components/WaitingVerification';
import { fakeSession, meUser, renderAuth, setupUser } from './render-auth';

vi.mock('../api/reload-current-user', () => ({ reloadCurrentUser: vi.fn() }));
vi.mock('../api/current-user-email', () => ({ currentUserEmail: () => 'firebase@example.com' }));

const unverified = () => fakeSession({ status: 'signedIn', user: meUser({ verified: false }) });

describe('WaitingVerification', () => {
  beforeEach(() => vi.resetAllMocks());

  it("names the user's e-mail", () => {
    renderAuth(<WaitingVerification />, { session: unverified() });
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('resends the e-mail, then waits before allowing another', async () => {
    const user = setupUser();
    const resent = vi.fn(() => ({ data: { resendVerification: true } }));
    renderAuth(<WaitingVerification />, {
      session: unverified(),
      mocks: [{ request: { query: ResendVerificationMutation }, result: resent }],
    });
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText('We sent you a new verification e-mail.')).toBeTruthy();
    const button = await screen.findByRole('button', { name: /Resend e-mail \(\d+ s\)/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(resent).toHaveBeenCalledOnce();
  });

  it('asks for a link that leads on to the page the user was on their way to', async () => {
    const user = setupUser();
    const returnTo = '/app/42/recordings?review=true';
    const resent = vi.fn(() => ({ data: { resendVerification: true } }));
    renderAuth(<WaitingVerification />, {
      path: `/waiting-verification?returnTo=${encodeURIComponent(returnTo)}`,
      session: unverified(),
      mocks: [{ request: { query: ResendVerificationMutation, variables: { returnTo } }, result: resent }],
    });
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText('We sent you a new verification e-mail.')).toBeTruthy();
    expect(resent).toHaveBeenCalledOnce();
  });

  it('shows the server refusal formatted', async () => {
    const user = setupUser();
    renderAuth(<WaitingVerification />, {
      session: unverified(),
      mocks: [
        {
          request: { query: ResendVerificationMutation },
          result: { errors: [new GraphQLError('your e-mail address is already verified')] },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your e-mail address is already verified.',
    );
  });

  it('says so when the e-mail is still not verified', async () => {
    const user = setupUser();
    vi.mocked(reloadCurrentUser).mockResolvedValue(false);
    renderAuth(<WaitingVerification />, { session: unverified() });
    await user.click(screen.getByRole('button', { name: 'I have verified my e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your e-mail address is not verified yet.',
    );
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('enters the dashboard once the session sees the verified user', async () => {
    const user = setupUser();
    const session = unverified();
    vi.mocked(reloadCurrentUser).mockResolvedValue(true);
    renderAuth(<WaitingVerification />, { session });
    await user.click(screen.getByRole('button', { name: 'I have verified my e-mail' }));
    await waitFor(() => expect(reloadCurrentUser).toHaveBeenCalled());
    act(() => session.set({ status: 'signedIn', user: meUser({ verified: true }) }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
  });

  it('signs out', async () => {
    const user = setupUser();
    const session = unverified();
    renderAuth(<WaitingVerification />, { session });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalled();
  });
});
