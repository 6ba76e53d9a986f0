import { setDashboardLanguage } from '@hearback/shared';
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendSignInLink } from '../api/email-link-sign-in';
import { signInWithGoogle } from '../api/sign-in-with-google';
import { signInWithPassword } from '../api/sign-in-with-password';
import { SignInForm } from '../components/SignInForm';
import { fakeSession, meUser, renderAuth, setupUser } from './render-auth';

vi.mock('../api/sign-in-with-password', () => ({ signInWithPassword: vi.fn() }));
vi.mock('../api/sign-in-with-google', () => ({ signInWithGoogle: vi.fn() }));
vi.mock('../api/email-link-sign-in', () => ({ sendSignInLink: vi.fn() }));

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('SignInForm', () => {
  beforeEach(() => vi.resetAllMocks());

  it('requires an e-mail and a password', async () => {
    const user = setupUser();
    renderAuth(<SignInForm />, { path: '/auth/sign-in' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter e-mail.')).toBeTruthy();
    expect(await screen.findByText('Please enter password.')).toBeTruthy();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail', async () => {
    const user = setupUser();
    renderAuth(<SignInForm />, { path: '/auth/sign-in' });
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is not a valid e-mail address.')).toBeTruthy();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in, waits for the session and enters the dashboard', async () => {
    const user = setupUser();
    const session = fakeSession();
    vi.mocked(signInWithPassword).mockImplementation(async () => {
      // Firebase tells the session store by itself; here the test plays that part.
      setTimeout(() => session.set({ status: 'signedIn', user: meUser() }), 10);
    });
    renderAuth(<SignInForm />, { path: '/auth/sign-in', session });
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app'));
    expect(signInWithPassword).toHaveBeenCalledWith('ada@example.com', 'secret123');
  });

  it.each([
    ['auth/wrong-password', 'The e-mail or password is incorrect.'],
    ['auth/invalid-credential', 'The e-mail or password is incorrect.'],
    ['auth/user-not-found', 'There is no account with this e-mail address.'],
    ['auth/too-many-requests', 'Too many attempts. Wait a few minutes, then try again.'],
  ])('shows %s as a readable message', async (code, message) => {
    const user = setupUser();
    vi.mocked(signInWithPassword).mockRejectedValue(firebaseError(code));
    renderAuth(<SignInForm />, { path: '/auth/sign-in' });
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByTestId('location').textContent).toBe('/auth/sign-in');
  });

  it('formats an unknown failure', async () => {
    const user = setupUser();
    vi.mocked(signInWithPassword).mockRejectedValue(new Error('service unavailable'));
    renderAuth(<SignInForm />, { path: '/auth/sign-in' });
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Service unavailable.');
  });

  it('continues with Google and says nothing when the popup is closed', async () => {
    const user = setupUser();
    vi.mocked(signInWithGoogle).mockRejectedValue(firebaseError('auth/popup-closed-by-user'));
    renderAuth(<SignInForm />, { path: '/auth/sign-in' });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(signInWithGoogle).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links to sign-up and password reset', () => {
    renderAuth(<SignInForm />, { path: '/auth/sign-in' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/auth/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/auth/reset-password',
    );
  });

  it('sends a sign-in link to the action handler', async () => {
    const user = setupUser();
    vi.mocked(sendSignInLink).mockResolvedValue();
    renderAuth(<SignInForm />, { path: '/auth/sign-in' });
    await user.click(screen.getByRole('button', { name: 'Sign in with an e-mail link' }));
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByText('Please enter e-mail.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByText(/We sent a sign-in link to ada@example.com/)).toBeTruthy();
    expect(sendSignInLink).toHaveBeenCalledWith('ada@example.com', `${window.location.origin}/_auth/action`);
  });

  it('shows why the link could not be sent', async () => {
    const user = setupUser();
    vi.mocked(sendSignInLink).mockRejectedValue(firebaseError('auth/too-many-requests'));
    renderAuth(<SignInForm />, { path: '/auth/sign-in' });
    await user.click(screen.getByRole('button', { name: 'Sign in with an e-mail link' }));
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts.');
  });
});

describe('SignInForm in German', () => {
  beforeEach(() => vi.resetAllMocks());
  afterEach(() => setDashboardLanguage('en', { remember: false }));

  it('asks to sign in and explains a refusal in German', async () => {
    await setDashboardLanguage('de', { remember: false });
    const user = setupUser();
    vi.mocked(signInWithPassword).mockRejectedValue(firebaseError('auth/wrong-password'));
    // The German dictionary loads on first use: the form waits for it as it does in the shell.
    renderAuth(
      <Suspense fallback={null}>
        <SignInForm />
      </Suspense>,
      { path: '/auth/sign-in' },
    );
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeTruthy();
    await user.type(screen.getByLabelText('E-Mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Passwort'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toContain('E-Mail oder Passwort ist falsch.');
  });
});
