import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { NotificationSettingsQuery } from '../api/notification-settings-query';
import { UpdateMyEmailSwitchesMutation } from '../api/update-my-email-switches-mutation';
import { UpdateNotificationSettingsMutation } from '../api/update-notification-settings-mutation';
import { NotificationSettingsView } from '../components/NotificationSettingsView';

const rule = (topic: string, audience: string, audiences: string[], email: boolean, inApp: boolean) => ({
  __typename: 'NotificationSetting' as const,
  topic,
  audience,
  audiences,
  email,
  inApp,
  updatedAt: null,
});

const RULES = [
  rule('ReviewUsers', 'Admins', ['Admins'], true, true),
  rule('NewFeedback', 'Everyone', ['Admins', 'Everyone'], false, true),
  rule('AttentionRecommended', 'Everyone', ['Admins', 'Everyone'], true, true),
  rule('WeeklyReport', 'Everyone', ['Admins', 'Everyone'], true, false),
  rule('ExportReady', 'Requester', ['Requester'], true, true),
];

const ME = {
  __typename: 'User' as const,
  id: 'user-1',
  isCampaignNotificationEnabled: true,
  isReportNotificationEnabled: true,
};

const readMock = {
  request: { query: NotificationSettingsQuery },
  result: { data: { notificationSettings: RULES, me: ME } },
  maxUsageCount: 5,
};

const switchOf = (name: string) => screen.getByRole('switch', { name });

describe('NotificationSettingsView (settings/notifications)', { timeout: 60_000 }, () => {
  it('shows who is told of what, by e-mail and in the app', async () => {
    renderSettings(<NotificationSettingsView />, [readMock]);
    expect(await screen.findByText('New feedback')).toBeTruthy();
    expect(switchOf('E-mail for New feedback').getAttribute('aria-checked')).toBe('false');
    expect(switchOf('In the app for New feedback').getAttribute('aria-checked')).toBe('true');
    expect(switchOf('In the app for Weekly report').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTitle('The person who asked')).toBeTruthy();
  });

  it('saves an Admin’s change at once and shows the answer', async () => {
    const saved = vi.fn(() => ({
      data: {
        updateNotificationSettings: RULES.map((entry) =>
          entry.topic === 'NewFeedback'
            ? { ...entry, email: true, updatedAt: '2026-11-23T09:30:00.000Z' }
            : entry,
        ),
      },
    }));
    const { user } = renderSettings(<NotificationSettingsView />, [
      readMock,
      {
        request: {
          query: UpdateNotificationSettingsMutation,
          variables: { settings: [{ topic: 'NewFeedback', email: true }] },
        },
        result: saved,
      },
    ]);
    await screen.findByText('New feedback');
    await user.click(switchOf('E-mail for New feedback'));
    await waitFor(() =>
      expect(switchOf('E-mail for New feedback').getAttribute('aria-checked')).toBe('true'),
    );
    expect(saved).toHaveBeenCalledOnce();
  });

  it('lets a Member read the rules and change only their own e-mails', async () => {
    const mine = vi.fn(() => ({ data: { updateMe: { ...ME, isReportNotificationEnabled: false } } }));
    const { user } = renderSettings(
      <NotificationSettingsView />,
      [
        readMock,
        {
          request: {
            query: UpdateMyEmailSwitchesMutation,
            variables: { update: { isReportNotificationEnabled: false } },
          },
          result: mine,
        },
      ],
      { role: 'Member' },
    );
    await screen.findByText('New feedback');
    expect(screen.getByText(/Only an Admin can change these rules/)).toBeTruthy();
    expect((switchOf('E-mail for New feedback') as HTMLButtonElement).disabled).toBe(true);
    await user.click(switchOf('Weekly report e-mails'));
    await waitFor(() => expect(switchOf('Weekly report e-mails').getAttribute('aria-checked')).toBe('false'));
    expect(mine).toHaveBeenCalledOnce();
  });
});
