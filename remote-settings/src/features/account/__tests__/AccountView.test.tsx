import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { UpdateMyEmailSwitchesMutation } from '../../notification-settings/api/update-my-email-switches-mutation';
import { AccountQuery } from '../api/account-query';
import { UpdateMeMutation } from '../api/update-me-mutation';
import { AccountView } from '../components/AccountView';

const ME = {
  __typename: 'User' as const,
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  photoURL: null,
  lastActivity: '2026-11-23T09:30:00.000Z',
  isCampaignNotificationEnabled: true,
  isReportNotificationEnabled: false,
};

const accountMock = { request: { query: AccountQuery }, result: { data: { me: ME } } };

const updated = (update: Record<string, unknown>) => ({
  data: { updateMe: { ...ME, ...update } },
});

describe('AccountView (/account)', { timeout: 60_000 }, () => {
  it('shows the e-mail, the last activity, the names and the preferences', async () => {
    renderSettings(<AccountView />, [accountMock]);
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText(new Date(ME.lastActivity).toLocaleString())).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect(screen.getByRole('switch', { name: 'Feedback e-mails' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Weekly report e-mails' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('validates and saves the names, then refreshes the session', async () => {
    const saved = vi.fn(() => updated({ firstName: 'Augusta', lastName: 'King' }));
    const { user, session } = renderSettings(<AccountView />, [
      accountMock,
      {
        request: {
          query: UpdateMeMutation,
          variables: { update: { firstName: 'Augusta', lastName: 'King' } },
        },
        result: saved,
      },
    ]);
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter first name.')).toBeTruthy();
    expect(await screen.findByText('Please enter last name.')).toBeTruthy();
    await user.type(first, 'Augusta');
    await user.type(screen.getByLabelText('Last name'), 'King');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details were saved.')).toBeTruthy();
    expect(saved).toHaveBeenCalledOnce();
    expect(session.refresh).toHaveBeenCalledOnce();
  });

  it('marks a name that is too long', async () => {
    const { user } = renderSettings(<AccountView />, [accountMock]);
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.click(first);
    await user.paste('a'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('First name must be up to 120 characters.')).toBeTruthy();
    expect(screen.getByText('121 / 120')).toBeTruthy();
  });

  it('saves a preference as soon as it is switched', async () => {
    const saved = vi.fn(() => updated({ isReportNotificationEnabled: true }));
    const { user } = renderSettings(<AccountView />, [
      accountMock,
      {
        request: {
          query: UpdateMyEmailSwitchesMutation,
          variables: { update: { isReportNotificationEnabled: true } },
        },
        result: saved,
      },
    ]);
    await user.click(await screen.findByRole('switch', { name: 'Weekly report e-mails' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Weekly report e-mails' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    expect(saved).toHaveBeenCalledOnce();
  });

  it('shows a refusal formatted', async () => {
    const { user } = renderSettings(<AccountView />, [
      accountMock,
      {
        request: {
          query: UpdateMyEmailSwitchesMutation,
          variables: { update: { isCampaignNotificationEnabled: false } },
        },
        result: { errors: [new GraphQLError('your account is disabled')] },
      },
    ]);
    await user.click(await screen.findByRole('switch', { name: 'Feedback e-mails' }));
    expect(await screen.findByText('Your account is disabled.')).toBeTruthy();
  });
});
