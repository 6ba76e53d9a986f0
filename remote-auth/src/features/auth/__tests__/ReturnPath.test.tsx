/**
 * The page a visitor asked for before the way in (`?returnTo=`) survives sign-in, sign-up, the
 * e-mail links and the verification page, and only a path of this dashboard is ever followed.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AcceptTermsMutation } from '../api/accept-terms-mutation';
import { confirmEmail } from '../api/apply-action-code';
import {
  completeEmailLinkSignIn,
  isEmailSignInLink,
  sendSignInLink,
  storedEmailForSignIn,
} from '../api/email-link-sign-in';
import { reloadCurrentUser } from '../api/reload-current-user';
import { signInWithPassword } from '../api/sign-in-with-password';
import { signUp } from '../api/sign-up';
import { UserTermsAcceptedQuery } from '../api/user-terms-accepted-query';
import { AuthActionHandler } from '../components/AuthActionHandler';
import { SignInForm } from '../components/SignInForm';
import { SignUpForm } from '../components/SignUpForm';
import { WaitingVerification } from '../components/WaitingVerification';
import { fakeSession, meUser, renderAuth, setupUser } from './render-auth';

vi.mock('../api/sign-in-with-password', () => ({ signInWithPassword: vi.fn() }));
vi.mock('../api/sign-up', () => ({ signUp: vi.fn() }));
vi.mock('../api/apply-action-code', () => ({ confirmEmail: vi.fn() }));
vi.mock('../api/reload-current-user', () => ({ reloadCurrentUser: vi.fn() }));
vi.mock('../api/email-link-sign-in', () => ({
  sendSignInLink: vi.fn(),
  isEmailSignInLink: vi.fn(),
  storedEmailForSignIn: vi.fn(),
  completeEmailLinkSignIn: vi.fn(),
}));
vi.mock('@hearback/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hearback/shared')>()),
  useBotCheck: () => async () => 'bot-proof',
}));

const DEEP_LINK = '/app/p1/recordings?review=true';
const RETURN_TO = `returnTo=${encodeURIComponent(DEEP_LINK)}`;
const location = () => screen.getByTestId('location').textContent;

/** Firebase tells the session by itself shortly after; here the test plays that part. */
const signsIn =
  (session: ReturnType<typeof fakeSession>, verified = true) =>
  async () => {
    setTimeout(() => session.set({ status: 'signedIn', user: meUser({ verified }) }), 10);
  };

describe('the page asked for before signing in', () => {
  beforeEach(() => vi.resetAllMocks());

  it('is where sign-in leads', async () => {
    const user = setupUser();
    const session = fakeSession();
    vi.mocked(signInWithPassword).mockImplementation(signsIn(session));
    renderAuth(<SignInForm />, { path: `/auth/sign-in?${RETURN_TO}`, session });
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe(DEEP_LINK));
  });

  it.each(['//evil.example/app', 'https://evil.example/app', 'javascript:alert(document.cookie)'])(
    'is never another site or a script (%s): sign-in then leads to the entry',
    async (target) => {
      const user = setupUser();
      const session = fakeSession();
      vi.mocked(signInWithPassword).mockImplementation(signsIn(session));
      renderAuth(<SignInForm />, { path: `/auth/sign-in?returnTo=${encodeURIComponent(target)}`, session });
      await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(location()).toBe('/app'));
    },
  );

  it('travels with the links to sign-up and to the password reset', () => {
    renderAuth(<SignInForm />, { path: `/auth/sign-in?${RETURN_TO}` });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/auth/sign-up?${RETURN_TO}`,
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      `/auth/reset-password?${RETURN_TO}`,
    );
  });

  it('goes into the sign-in link e-mailed, and the link leads there', async () => {
    const user = setupUser();
    vi.mocked(sendSignInLink).mockResolvedValue();
    renderAuth(<SignInForm />, { path: `/auth/sign-in?${RETURN_TO}` });
    await user.click(screen.getByRole('button', { name: 'Sign in with an e-mail link' }));
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    await waitFor(() =>
      expect(sendSignInLink).toHaveBeenCalledWith(
        'ada@example.com',
        `${window.location.origin}/_auth/action?${RETURN_TO}`,
      ),
    );
  });

  it('is where a sign-in link opened from the e-mail leads', async () => {
    const session = fakeSession();
    vi.mocked(isEmailSignInLink).mockReturnValue(true);
    vi.mocked(storedEmailForSignIn).mockReturnValue('ada@example.com');
    vi.mocked(completeEmailLinkSignIn).mockImplementation(signsIn(session));
    renderAuth(<AuthActionHandler />, {
      path: `/_auth/action?${RETURN_TO}&mode=signIn&oobCode=LINK`,
      session,
    });
    await waitFor(() => expect(location()).toBe(DEEP_LINK));
  });
});

describe('the page asked for before signing up', () => {
  beforeEach(() => vi.resetAllMocks());

  it('goes into the verification e-mail and on to the waiting page', async () => {
    const user = setupUser();
    const session = fakeSession();
    vi.mocked(signUp).mockImplementation(signsIn(session, false));
    renderAuth(<SignUpForm />, {
      path: `/auth/sign-up?${RETURN_TO}`,
      session,
      mocks: [
        {
          request: { query: UserTermsAcceptedQuery, variables: { email: 'ada@example.com' } },
          result: { data: { userTermsAccepted: false } },
        },
        {
          request: { query: AcceptTermsMutation, variables: { botCheck: 'bot-proof' } },
          result: { data: { acceptTerms: true } },
        },
      ],
    });
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await user.click(screen.getByLabelText('I accept the terms of service'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(location()).toBe(`/waiting/verification?${RETURN_TO}`));
    expect(signUp).toHaveBeenCalledWith(expect.anything(), { sendVerification: true, returnPath: DEEP_LINK });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth/sign-in?${RETURN_TO}`,
    );
  });

  it('goes into the sign-up link e-mailed', async () => {
    const user = setupUser();
    vi.mocked(sendSignInLink).mockResolvedValue();
    renderAuth(<SignUpForm />, { path: `/auth/sign-up?${RETURN_TO}` });
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByLabelText('I accept the terms of service'));
    await user.click(screen.getByRole('button', { name: 'Send me a sign-up link' }));
    await waitFor(() =>
      expect(sendSignInLink).toHaveBeenCalledWith(
        'ada@example.com',
        `${window.location.origin}/auth/finish-link-sign-up?${RETURN_TO}`,
      ),
    );
    await act(async () => {});
  });

  it('is where the waiting page leads once the e-mail is verified', async () => {
    const user = setupUser();
    const session = fakeSession({ status: 'signedIn', user: meUser({ verified: false }) });
    vi.mocked(reloadCurrentUser).mockResolvedValue(true);
    renderAuth(<WaitingVerification />, { path: `/waiting/verification?${RETURN_TO}`, session });
    await user.click(screen.getByRole('button', { name: 'I have verified my e-mail' }));
    await waitFor(() => expect(reloadCurrentUser).toHaveBeenCalled());
    act(() => session.set({ status: 'signedIn', user: meUser({ verified: true }) }));
    await waitFor(() => expect(location()).toBe(DEEP_LINK));
  });

  it('is where the verification link leads, once the session sees the verified user', async () => {
    const user = setupUser();
    vi.mocked(confirmEmail).mockResolvedValue();
    vi.mocked(reloadCurrentUser).mockResolvedValue(true);
    const session = fakeSession({ status: 'signedIn', user: meUser({ verified: false }) });
    const continueUrl = encodeURIComponent(`${window.location.origin}${DEEP_LINK}`);
    renderAuth(<AuthActionHandler />, {
      path: `/_auth/action?mode=verifyEmail&oobCode=CODE&continueUrl=${continueUrl}`,
      session,
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(location()).not.toBe(DEEP_LINK);
    act(() => session.set({ status: 'signedIn', user: meUser({ verified: true }) }));
    await waitFor(() => expect(location()).toBe(DEEP_LINK));
  });

  it.each(['https://evil.example/app/p1', `${window.location.origin}/auth/sign-in`])(
    'is not taken from a verification link continuing to %s',
    async (target) => {
      const user = setupUser();
      vi.mocked(confirmEmail).mockResolvedValue();
      vi.mocked(reloadCurrentUser).mockResolvedValue(false);
      renderAuth(<AuthActionHandler />, {
        path: `/_auth/action?mode=verifyEmail&oobCode=CODE&continueUrl=${encodeURIComponent(target)}`,
      });
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(location()).toBe('/app'));
    },
  );
});
