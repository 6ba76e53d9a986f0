import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmEmail } from '../api/apply-action-code';
import { setNewPassword } from '../api/confirm-password-reset';
import { completeEmailLinkSignIn, isEmailSignInLink, storedEmailForSignIn } from '../api/email-link-sign-in';
import { reloadCurrentUser } from '../api/reload-current-user';
import { checkPasswordResetCode } from '../api/verify-password-reset-code';
import { AuthActionHandler } from '../components/AuthActionHandler';
import { fakeSession, meUser, renderAuth, setupUser } from './render-auth';

vi.mock('../api/apply-action-code', () => ({ confirmEmail: vi.fn() }));
vi.mock('../api/reload-current-user', () => ({ reloadCurrentUser: vi.fn() }));
vi.mock('../api/verify-password-reset-code', () => ({ checkPasswordResetCode: vi.fn() }));
vi.mock('../api/confirm-password-reset', () => ({ setNewPassword: vi.fn() }));
vi.mock('../api/email-link-sign-in', () => ({
  isEmailSignInLink: vi.fn(),
  storedEmailForSignIn: vi.fn(),
  completeEmailLinkSignIn: vi.fn(),
}));

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('AuthActionHandler', () => {
  beforeEach(() => vi.resetAllMocks());

  it('verifies the e-mail once and continues to the dashboard', async () => {
    const user = setupUser();
    vi.mocked(confirmEmail).mockResolvedValue();
    vi.mocked(reloadCurrentUser).mockResolvedValue(true);
    const session = fakeSession({ status: 'signedIn', user: meUser({ verified: false }) });
    renderAuth(<AuthActionHandler />, { path: '/_auth/action?mode=verifyEmail&oobCode=CODE1', session });
    expect(await screen.findByText('Your e-mail address is verified')).toBeTruthy();
    expect(confirmEmail).toHaveBeenCalledExactlyOnceWith('CODE1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => session.set({ status: 'signedIn', user: meUser({ verified: true }) }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
  });

  it('explains an expired verification link and offers a way back', async () => {
    const user = setupUser();
    vi.mocked(confirmEmail).mockRejectedValue(firebaseError('auth/expired-action-code'));
    renderAuth(<AuthActionHandler />, { path: '/_auth/action?mode=verifyEmail&oobCode=OLD' });
    expect(await screen.findByText('This link has expired. Ask for a new one.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByTestId('location').textContent).toBe('/auth/sign-in');
  });

  it('resets the password after checking the code', async () => {
    const user = setupUser();
    vi.mocked(checkPasswordResetCode).mockResolvedValue('ada@example.com');
    vi.mocked(setNewPassword).mockResolvedValue();
    renderAuth(<AuthActionHandler />, { path: '/_auth/action?mode=resetPassword&oobCode=RESET' });
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    expect(setNewPassword).toHaveBeenCalledWith('RESET', 'brand-new-pass');
  });

  it('refuses a used reset link', async () => {
    vi.mocked(checkPasswordResetCode).mockRejectedValue(firebaseError('auth/invalid-action-code'));
    renderAuth(<AuthActionHandler />, { path: '/_auth/action?mode=resetPassword&oobCode=USED' });
    expect(await screen.findByText('This link is invalid or has already been used.')).toBeTruthy();
  });

  it('asks for the e-mail of a sign-in link opened in another browser', async () => {
    const user = setupUser();
    const session = fakeSession();
    vi.mocked(isEmailSignInLink).mockReturnValue(true);
    vi.mocked(storedEmailForSignIn).mockReturnValue(null);
    vi.mocked(completeEmailLinkSignIn).mockImplementation(async () => {
      setTimeout(() => session.set({ status: 'signedIn', user: meUser() }), 10);
    });
    renderAuth(<AuthActionHandler />, { path: '/_auth/action?mode=signIn&oobCode=LINK', session });
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
    expect(completeEmailLinkSignIn).toHaveBeenCalledWith('ada@example.com', expect.any(String));
  });

  it('signs in with a remembered e-mail without asking', async () => {
    const session = fakeSession();
    vi.mocked(isEmailSignInLink).mockReturnValue(true);
    vi.mocked(storedEmailForSignIn).mockReturnValue('ada@example.com');
    vi.mocked(completeEmailLinkSignIn).mockImplementation(async () => {
      setTimeout(() => session.set({ status: 'signedIn', user: meUser() }), 10);
    });
    renderAuth(<AuthActionHandler />, { path: '/_auth/action?mode=signIn&oobCode=LINK', session });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
    expect(completeEmailLinkSignIn).toHaveBeenCalledOnce();
  });

  it.each([
    ['/_auth/action?mode=verifyEmail', 'This link is incomplete. Open it again from the e-mail we sent you.'],
    ['/_auth/action?mode=somethingElse&oobCode=X', 'This link is not one we can handle here.'],
  ])('explains a broken link (%s)', async (path, message) => {
    renderAuth(<AuthActionHandler />, { path });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeTruthy();
  });

  it('continues to the server verification page a verification link names', async () => {
    const user = setupUser();
    vi.mocked(confirmEmail).mockResolvedValue();
    vi.mocked(reloadCurrentUser).mockResolvedValue(true);
    const next = encodeURIComponent(`${window.location.origin}/verify?id=user-1`);
    renderAuth(<AuthActionHandler />, {
      path: `/_auth/action?mode=verifyEmail&oobCode=CODE2&continueUrl=${next}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/verify?id=user-1'));
  });

  it('ignores a continue address elsewhere', async () => {
    const user = setupUser();
    vi.mocked(confirmEmail).mockResolvedValue();
    vi.mocked(reloadCurrentUser).mockResolvedValue(false);
    const next = encodeURIComponent('https://elsewhere.example/verify?id=user-1');
    renderAuth(<AuthActionHandler />, {
      path: `/_auth/action?mode=verifyEmail&oobCode=CODE3&continueUrl=${next}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
  });
});
