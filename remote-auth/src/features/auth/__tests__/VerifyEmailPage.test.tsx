import { act, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadCurrentUser } from '../api/reload-current-user';
import { ResendVerificationMutation } from '../api/resend-verification-mutation';
import { VerifyEmailMutation } from '../api/verify-email-mutation';
import { VerifyEmailPage } from '../components/VerifyEmailPage';
import { fakeSession, meUser, renderAuth, setupUser } from './render-auth';

vi.mock('../api/reload-current-user', () => ({ reloadCurrentUser: vi.fn() }));

const verifyMock = (result: unknown) => ({
  request: { query: VerifyEmailMutation, variables: { id: 'user-1' } },
  result: result as never,
});

describe('VerifyEmailPage (/verify)', () => {
  beforeEach(() => vi.resetAllMocks());

  it('records the verification, refreshes the token and continues', async () => {
    const user = setupUser();
    vi.mocked(reloadCurrentUser).mockResolvedValue(true);
    const session = fakeSession({ status: 'signedIn', user: meUser({ verified: false }) });
    renderAuth(<VerifyEmailPage />, {
      path: '/verify?id=user-1',
      session,
      mocks: [verifyMock({ data: { verifyEmail: true } })],
    });
    expect(await screen.findByText('Your e-mail address is verified')).toBeTruthy();
    expect(reloadCurrentUser).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => session.set({ status: 'signedIn', user: meUser({ verified: true }) }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
  });

  it('continues to the page the user was on their way to, from the e-mailed link', async () => {
    const user = setupUser();
    vi.mocked(reloadCurrentUser).mockResolvedValue(true);
    const returnTo = '/app/42/recordings?review=true';
    renderAuth(<VerifyEmailPage />, {
      path: `/verify?id=user-1&returnTo=${encodeURIComponent(returnTo)}`,
      session: fakeSession({ status: 'signedOut', user: null }),
      mocks: [verifyMock({ data: { verifyEmail: true } })],
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(returnTo));
  });

  it('offers a new e-mail when the address is not verified yet', async () => {
    const user = setupUser();
    const resent = vi.fn(() => ({ data: { resendVerification: true } }));
    renderAuth(<VerifyEmailPage />, {
      path: '/verify?id=user-1',
      mocks: [
        verifyMock({ data: { verifyEmail: false } }),
        { request: { query: ResendVerificationMutation }, result: resent },
      ],
    });
    expect(await screen.findByText('Your e-mail address is not verified yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText('We sent you a new verification e-mail.')).toBeTruthy();
    expect(resent).toHaveBeenCalledOnce();
  });

  it('shows a refused link formatted', async () => {
    renderAuth(<VerifyEmailPage />, {
      path: '/verify?id=user-1',
      mocks: [verifyMock({ errors: [new GraphQLError('this verification link is not valid')] })],
    });
    expect(await screen.findByText('This verification link is not valid.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeTruthy();
  });

  it('explains a link without id', async () => {
    renderAuth(<VerifyEmailPage />, { path: '/verify' });
    expect(
      await screen.findByText('This link is incomplete. Open it again from the e-mail we sent you.'),
    ).toBeTruthy();
  });
});
