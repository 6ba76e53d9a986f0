import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendPasswordReset } from '../api/send-password-reset-email';
import { ResetPasswordRequestForm } from '../components/ResetPasswordRequestForm';
import { renderAuth, setupUser } from './render-auth';

vi.mock('../api/send-password-reset-email', () => ({ sendPasswordReset: vi.fn() }));

const CONFIRMATION = 'If an account exists for this address, we sent a link to reset your password.';

describe('ResetPasswordRequestForm', () => {
  beforeEach(() => vi.resetAllMocks());

  it('validates the e-mail', async () => {
    const user = setupUser();
    renderAuth(<ResetPasswordRequestForm />);
    await user.type(screen.getByLabelText('E-mail'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('E-mail is not a valid e-mail address.')).toBeTruthy();
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the link and confirms without saying whether the account exists', async () => {
    const user = setupUser();
    vi.mocked(sendPasswordReset).mockResolvedValue();
    renderAuth(<ResetPasswordRequestForm />);
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(CONFIRMATION)).toBeTruthy();
    expect(sendPasswordReset).toHaveBeenCalledWith('ada@example.com');
  });

  it('gives the same answer for an unknown account', async () => {
    const user = setupUser();
    vi.mocked(sendPasswordReset).mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/user-not-found' }),
    );
    renderAuth(<ResetPasswordRequestForm />);
    await user.type(screen.getByLabelText('E-mail'), 'ghost@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(CONFIRMATION)).toBeTruthy();
  });

  it('shows other failures', async () => {
    const user = setupUser();
    vi.mocked(sendPasswordReset).mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/too-many-requests' }),
    );
    renderAuth(<ResetPasswordRequestForm />);
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts.');
  });
});
