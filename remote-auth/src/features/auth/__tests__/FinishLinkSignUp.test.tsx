import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AcceptTermsMutation } from '../api/accept-terms-mutation';
import { completeEmailLinkSignIn, isEmailSignInLink, storedEmailForSignIn } from '../api/email-link-sign-in';
import { rememberTermsAccepted } from '../api/terms-accepted-marker';
import { UserTermsAcceptedQuery } from '../api/user-terms-accepted-query';
import { FinishLinkSignUp } from '../components/FinishLinkSignUp';
import { fakeSession, meUser, renderAuth, setupUser } from './render-auth';

vi.mock('../api/email-link-sign-in', () => ({
  isEmailSignInLink: vi.fn(),
  storedEmailForSignIn: vi.fn(),
  completeEmailLinkSignIn: vi.fn(),
}));
vi.mock('@hearback/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hearback/shared')>()),
  useBotCheck: () => async () => 'bot-proof',
}));

const LINK = 'http://localhost/auth/finish-link-sign-up?mode=signIn&oobCode=C&apiKey=K';

function setup(stored: string | null) {
  const session = fakeSession();
  const terms = vi.fn(() => ({ data: { acceptTerms: true } }));
  vi.mocked(isEmailSignInLink).mockReturnValue(true);
  vi.mocked(storedEmailForSignIn).mockReturnValue(stored);
  vi.mocked(completeEmailLinkSignIn).mockImplementation(async () => {
    setTimeout(() => session.set({ status: 'signedIn', user: meUser() }), 10);
  });
  renderAuth(<FinishLinkSignUp url={LINK} inviteId={null} />, {
    path: '/auth/finish-link-sign-up',
    session,
    mocks: [
      {
        request: { query: UserTermsAcceptedQuery, variables: { email: 'ada@example.com' } },
        result: { data: { userTermsAccepted: false } },
      },
      { request: { query: AcceptTermsMutation, variables: { botCheck: 'bot-proof' } }, result: terms },
    ],
  });
  return { terms };
}

describe('FinishLinkSignUp', () => {
  beforeEach(() => vi.resetAllMocks());

  it('completes by itself in the browser that asked for the link', async () => {
    rememberTermsAccepted('ada@example.com');
    const { terms } = setup('ada@example.com');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
    expect(completeEmailLinkSignIn).toHaveBeenCalledWith('ada@example.com', LINK);
    expect(terms).toHaveBeenCalledOnce();
  });

  it('asks for the e-mail and the terms on another device', async () => {
    const user = setupUser();
    const { terms } = setup(null);
    await user.click(await screen.findByRole('button', { name: 'Finish sign-up' }));
    expect(await screen.findByText('Please enter e-mail.')).toBeTruthy();
    expect(await screen.findByText('Accept the terms to create an account.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByLabelText('I accept the terms of service'));
    await user.click(screen.getByRole('button', { name: 'Finish sign-up' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
    expect(completeEmailLinkSignIn).toHaveBeenCalledWith('ada@example.com', LINK);
    expect(terms).toHaveBeenCalledOnce();
  });

  it('explains a used link', async () => {
    vi.mocked(isEmailSignInLink).mockReturnValue(false);
    renderAuth(<FinishLinkSignUp url="http://localhost/x" inviteId={null} />);
    expect(await screen.findByText('This sign-up link is invalid or has already been used.')).toBeTruthy();
  });

  it('shows why Firebase refused the link', async () => {
    const user = setupUser();
    setup(null);
    vi.mocked(completeEmailLinkSignIn).mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/expired-action-code' }),
    );
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByLabelText('I accept the terms of service'));
    await user.click(screen.getByRole('button', { name: 'Finish sign-up' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link has expired. Ask for a new one.',
    );
  });
});
