import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signUp } from '../api/sign-up';
import { SignUpForm } from '../components/SignUpForm';
import { fakeSession, meUser, renderAuth, setupUser } from './render-auth';

vi.mock('../api/sign-up', () => ({ signUp: vi.fn() }));

interface FillOptions {
  password?: string;
  confirm?: string;
  terms?: boolean;
}

async function fill(user: UserEvent, { password = 'long-enough', confirm, terms = true }: FillOptions = {}) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm ?? password);
  if (terms) await user.click(screen.getByLabelText('I accept the terms of service'));
}

describe('SignUpForm', () => {
  beforeEach(() => vi.resetAllMocks());

  it('requires every field and the terms', async () => {
    const user = setupUser();
    renderAuth(<SignUpForm />, { path: '/auth/sign-up' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('Enter your last name.')).toBeTruthy();
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter a password.')).toBeTruthy();
    expect(screen.getByText('Confirm your password.')).toBeTruthy();
    expect(screen.getByText('Accept the terms to create an account.')).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('asks for at least 8 characters and a matching confirmation', async () => {
    const user = setupUser();
    renderAuth(<SignUpForm />, { path: '/auth/sign-up' });
    await fill(user, { password: 'short', confirm: 'other' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
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

  it('creates the account and goes to the verification page once the session has the user', async () => {
    const user = setupUser();
    const session = fakeSession();
    vi.mocked(signUp).mockImplementation(async () => {
      setTimeout(() => session.set({ status: 'signedIn', user: meUser({ verified: false }) }), 10);
    });
    renderAuth(<SignUpForm />, { path: '/auth/sign-up', session });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/waiting/verification'));
    expect(signUp).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'long-enough',
    });
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
});
