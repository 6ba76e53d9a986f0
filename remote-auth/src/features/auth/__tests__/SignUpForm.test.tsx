import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AcceptInvitationMutation } from '../api/accept-invitation-mutation';
import { AcceptTermsMutation } from '../api/accept-terms-mutation';
import { sendSignInLink } from '../api/email-link-sign-in';
import { reloadCurrentUser } from '../api/reload-current-user';
import { signInWithGoogle } from '../api/sign-in-with-google';
import { signUp } from '../api/sign-up';
import { UserTermsAcceptedQuery } from '../api/user-terms-accepted-query';
import { VerifyInvitationQuery } from '../api/verify-invitation-query';
import { SignUpForm } from '../components/SignUpForm';
import { fakeSession, meUser, renderAuth, setupUser } from './render-auth';

vi.mock('../api/sign-up', () => ({ signUp: vi.fn() }));
vi.mock('../api/sign-in-with-google', () => ({ signInWithGoogle: vi.fn() }));
vi.mock('../api/reload-current-user', () => ({ reloadCurrentUser: vi.fn() }));
vi.mock('../api/email-link-sign-in', () => ({ sendSignInLink: vi.fn() }));
vi.mock('@hearback/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hearback/shared')>()),
  useBotCheck: () => async () => 'bot-proof',
}));

const termsAccepted = (accepted: boolean) => ({
  request: { query: UserTermsAcceptedQuery, variables: { email: 'ada@example.com' } },
  result: { data: { userTermsAccepted: accepted } },
});

const acceptTerms = () => {
  const called = vi.fn(() => ({ data: { acceptTerms: true } }));
  return {
    called,
    mocks: [
      termsAccepted(false),
      { request: { query: AcceptTermsMutation, variables: { botCheck: 'bot-proof' } }, result: called },
    ],
  };
};

const invitationMock = (id: string, email: string) => ({
  request: { query: VerifyInvitationQuery, variables: { id } },
  result: { data: { verifyInvitation: { __typename: 'Invitation' as const, email } } },
});

interface FillOptions {
  password?: string;
  confirm?: string;
  terms?: boolean;
  email?: string | null;
}

async function fill(
  user: UserEvent,
  { password = 'long-enough', confirm, terms = true, email = 'ada@example.com' }: FillOptions = {},
) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm ?? password);
  if (terms) await user.click(screen.getByLabelText('I accept the terms of service'));
}

/** The session picks the new account up shortly after Firebase created it. */
const signsIn =
  (session: ReturnType<typeof fakeSession>, verified = false) =>
  async () => {
    setTimeout(() => session.set({ status: 'signedIn', user: meUser({ verified }) }), 10);
  };

describe('SignUpForm', () => {
  beforeEach(() => vi.resetAllMocks());

  it('requires every field and the terms', async () => {
    const user = setupUser();
    renderAuth(<SignUpForm />, { path: '/auth/sign-up' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // antd validates the fields one by one, asynchronously: each message is awaited.
    for (const message of [
      'Please enter first name.',
      'Please enter last name.',
      'Please enter e-mail.',
      'Please enter password.',
      'Please enter confirm password.',
      'Accept the terms to create an account.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(signUp).not.toHaveBeenCalled();
  });

  it('asks for at least 8 characters and a matching confirmation', async () => {
    const user = setupUser();
    renderAuth(<SignUpForm />, { path: '/auth/sign-up' });
    await fill(user, { password: 'short', confirm: 'other' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('refuses to create the account without accepting the terms', async () => {
    const user = setupUser();
    renderAuth(<SignUpForm />, { path: '/auth/sign-up' });
    await fill(user, { terms: false });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Accept the terms to create an account.')).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('creates the account, records the terms and goes to the verification page', async () => {
    const user = setupUser();
    const session = fakeSession();
    const terms = acceptTerms();
    vi.mocked(signUp).mockImplementation(signsIn(session));
    renderAuth(<SignUpForm />, { path: '/auth/sign-up', session, mocks: terms.mocks });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/waiting/verification'));
    expect(signUp).toHaveBeenCalledWith(
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'long-enough' },
      { sendVerification: true, returnPath: null },
    );
    expect(terms.called).toHaveBeenCalledOnce();
  });

  it('shows a refused bot check formatted', async () => {
    const user = setupUser();
    const session = fakeSession();
    vi.mocked(signUp).mockImplementation(signsIn(session));
    renderAuth(<SignUpForm />, {
      path: '/auth/sign-up',
      session,
      mocks: [
        termsAccepted(false),
        {
          request: { query: AcceptTermsMutation, variables: { botCheck: 'bot-proof' } },
          result: { errors: [new GraphQLError('The bot check failed. Please try again.')] },
        },
      ],
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The bot check failed. Please try again.',
    );
  });

  it('explains an e-mail that is already taken', async () => {
    const user = setupUser();
    vi.mocked(signUp).mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/email-already-in-use' }));
    renderAuth(<SignUpForm />, { path: '/auth/sign-up' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An account already uses this e-mail address. Sign in instead.',
    );
  });

  it('pre-fills the invited e-mail, joins the organisation and enters the dashboard', async () => {
    const user = setupUser();
    const session = fakeSession();
    const terms = acceptTerms();
    const accepted = vi.fn(() => ({
      data: {
        acceptInvitation: {
          __typename: 'User' as const,
          id: 'user-1',
          enabled: true,
          verified: true,
          role: 'Member' as const,
        },
      },
    }));
    vi.mocked(signUp).mockImplementation(signsIn(session));
    vi.mocked(reloadCurrentUser).mockImplementation(async () => {
      setTimeout(
        () =>
          session.set({
            status: 'signedIn',
            user: meUser({
              verified: true,
              organization: {
                id: 'org-1',
                name: 'Acme',
                type: 'Company',
                widgetKey: 'k',
                widgetToken: 't',
              },
            }),
          }),
        10,
      );
      return true;
    });
    renderAuth(<SignUpForm />, {
      path: '/auth/sign-up?inviteId=inv-1',
      session,
      mocks: [
        invitationMock('inv-1', 'invited@acme.test'),
        ...terms.mocks,
        { request: { query: AcceptInvitationMutation, variables: { id: 'inv-1' } }, result: accepted },
      ],
    });
    await waitFor(() =>
      expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('invited@acme.test'),
    );
    await fill(user, { email: null });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
    expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ email: 'invited@acme.test' }), {
      sendVerification: false,
      returnPath: null,
    });
    expect(accepted).toHaveBeenCalledOnce();
  });

  it("says 'Failed to validate the invitation' for a bad invitation", async () => {
    renderAuth(<SignUpForm />, {
      path: '/auth/sign-up?inviteId=gone',
      mocks: [
        {
          request: { query: VerifyInvitationQuery, variables: { id: 'gone' } },
          result: { errors: [new GraphQLError('Failed to validate the invitation')] },
        },
      ],
    });
    expect(await screen.findByText('Failed to validate the invitation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('signs up with Google once the terms are accepted', async () => {
    const user = setupUser();
    const session = fakeSession();
    const terms = acceptTerms();
    vi.mocked(signInWithGoogle).mockImplementation(signsIn(session, true));
    renderAuth(<SignUpForm />, { path: '/auth/sign-up', session, mocks: terms.mocks });
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(await screen.findByText('Accept the terms to create an account.')).toBeTruthy();
    expect(signInWithGoogle).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('I accept the terms of service'));
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
    expect(terms.called).toHaveBeenCalledOnce();
  });

  it('sends a sign-up link that comes back to the finish page', async () => {
    const user = setupUser();
    vi.mocked(sendSignInLink).mockResolvedValue();
    renderAuth(<SignUpForm />, { path: '/auth/sign-up' });
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByLabelText('I accept the terms of service'));
    await user.click(screen.getByRole('button', { name: 'Send me a sign-up link' }));
    expect(await screen.findByText(/We sent a sign-up link to ada@example.com/)).toBeTruthy();
    expect(sendSignInLink).toHaveBeenCalledWith(
      'ada@example.com',
      `${window.location.origin}/auth/finish-link-sign-up`,
    );
    expect(window.localStorage.getItem('terms-accepted-for')).toBe('ada@example.com');
    await act(async () => {});
  });

  it('does not record the terms again for an account that accepted them', async () => {
    const user = setupUser();
    const session = fakeSession();
    vi.mocked(signInWithGoogle).mockImplementation(signsIn(session, true));
    renderAuth(<SignUpForm />, { path: '/auth/sign-up', session, mocks: [termsAccepted(true)] });
    await user.click(screen.getByLabelText('I accept the terms of service'));
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
  });
});
