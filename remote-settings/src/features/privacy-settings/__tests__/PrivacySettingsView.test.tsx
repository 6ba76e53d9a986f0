import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { EraseContactMutation } from '../api/erase-contact-mutation';
import { PrivacyDeletionsQuery } from '../api/privacy-deletions-query';
import { PrivacySettingsQuery } from '../api/privacy-settings-query';
import { UpdatePrivacySettingsMutation } from '../api/update-privacy-settings-mutation';
import { PrivacySettingsView } from '../components/PrivacySettingsView';

const settings = (retentionDays: number | null) => ({
  __typename: 'PrivacySettings' as const,
  retentionDays,
  minRetentionDays: 1,
  maxRetentionDays: 3650,
  updatedAt: null,
});

const readMock = (retentionDays: number | null) => ({
  request: { query: PrivacySettingsQuery },
  result: { data: { privacySettings: settings(retentionDays) } },
  maxUsageCount: 5,
});

const RUN = {
  __typename: 'PrivacyDeletion' as const,
  id: 'd1',
  kind: 'Retention',
  cutoff: '2026-10-24T09:00:00.000Z',
  requestedBy: null,
  recordings: 12,
  files: 4,
  contacts: 3,
  createdAt: '2026-11-23T09:00:00.000Z',
  finishedAt: '2026-11-23T09:00:05.000Z',
};

const logMock = (entries: unknown[]) => ({
  request: { query: PrivacyDeletionsQuery, variables: { paging: { limit: 10, offset: 0 } } },
  result: { data: { privacyDeletions: entries, countPrivacyDeletions: entries.length } },
});

describe('PrivacySettingsView (settings/privacy)', { timeout: 60_000 }, () => {
  it('sets a retention period after a confirmation', async () => {
    const saved = vi.fn(() => ({ data: { updatePrivacySettings: settings(90) } }));
    const { user } = renderSettings(<PrivacySettingsView />, [
      readMock(null),
      logMock([RUN]),
      { request: { query: UpdatePrivacySettingsMutation, variables: { retentionDays: 90 } }, result: saved },
    ]);
    await user.click(await screen.findByRole('radio', { name: /then delete them/ }));
    const days = screen.getByLabelText('Retention in days');
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(/older than 90 days will be deleted/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete older feedback' }));
    expect(await screen.findByText('Feedback is now kept for 90 days.')).toBeTruthy();
    expect(saved).toHaveBeenCalledOnce();
  });

  it('lists what retention runs and erasures deleted', async () => {
    renderSettings(<PrivacySettingsView />, [readMock(30), logMock([RUN])]);
    // The log is the page's last query: on a busy machine it lands after the default wait.
    const entry = await screen.findByText(
      `Retention: older than ${new Date(RUN.cutoff).toLocaleString()}`,
      {},
      { timeout: 20_000 },
    );
    const row = entry.closest('tr') as HTMLElement;
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('Done')).toBeTruthy();
  });

  it('keeps feedback forever again without asking twice', async () => {
    const saved = vi.fn(() => ({ data: { updatePrivacySettings: settings(null) } }));
    const { user } = renderSettings(<PrivacySettingsView />, [
      readMock(30),
      logMock([]),
      {
        request: { query: UpdatePrivacySettingsMutation, variables: { retentionDays: null } },
        result: saved,
      },
    ]);
    await user.click(await screen.findByRole('radio', { name: 'Forever' }));
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('Feedback is now kept forever.')).toBeTruthy();
    expect(saved).toHaveBeenCalledOnce();
  });

  it('erases a contact after a confirmation and shows what went', async () => {
    const erased = vi.fn(() => ({
      data: {
        eraseContact: {
          __typename: 'PrivacyDeletion',
          id: 'd2',
          kind: 'Erasure',
          recordings: 2,
          files: 1,
          contacts: 1,
        },
      },
    }));
    const { user } = renderSettings(<PrivacySettingsView />, [
      readMock(null),
      { ...logMock([]), maxUsageCount: 5 },
      { request: { query: EraseContactMutation, variables: { email: 'ada@example.com' } }, result: erased },
    ]);
    const field = await screen.findByLabelText('E-mail address to erase');
    await user.click(screen.getByRole('button', { name: 'Erase contact' }));
    expect(await screen.findByText('Please enter e-mail address to erase.')).toBeTruthy();
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Erase contact' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Erase' }));
    expect(
      await screen.findByText('Erased ada@example.com: 2 recordings, 1 voice file, 1 contact.'),
    ).toBeTruthy();
    expect(erased).toHaveBeenCalledOnce();
  });

  it("shows the server's answer when nobody has the address", async () => {
    const { user } = renderSettings(<PrivacySettingsView />, [
      readMock(null),
      logMock([]),
      {
        request: { query: EraseContactMutation, variables: { email: 'nobody@example.com' } },
        result: {
          errors: [
            new GraphQLError('No contact or recording has the address nobody@example.com.', {
              extensions: { code: 'NOT_FOUND' },
            }),
          ],
        },
      },
    ]);
    await user.type(await screen.findByLabelText('E-mail address to erase'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Erase contact' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Erase' }));
    expect(
      await screen.findByText('No contact or recording has the address nobody@example.com.'),
    ).toBeTruthy();
  });

  it('shows a Member the period only', async () => {
    renderSettings(<PrivacySettingsView />, [readMock(30)], { role: 'Member' });
    const days = (await screen.findByLabelText('Retention in days')) as HTMLInputElement;
    expect(days.value).toBe('30');
    expect(days.disabled).toBe(true);
    await waitFor(() => expect(screen.queryByText('Erase a contact')).toBeNull());
    expect(screen.queryByText('What was deleted')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save retention' })).toBeNull();
  });
});
