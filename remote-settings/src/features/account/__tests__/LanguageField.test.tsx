import { currentDashboardLanguage, setDashboardLanguage } from '@hearback/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
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
  lastActivity: null,
  isCampaignNotificationEnabled: true,
  isReportNotificationEnabled: false,
};

const accountMock = { request: { query: AccountQuery }, result: { data: { me: ME } } };

const languageSaved = (language: string | null) => {
  const answer = vi.fn(() => ({ data: { updateMe: ME } }));
  return {
    answer,
    mock: { request: { query: UpdateMeMutation, variables: { update: { language } } }, result: answer },
  };
};

afterEach(() => setDashboardLanguage('en', { remember: false }));

describe('the dashboard language on the account page', { timeout: 60_000 }, () => {
  it('saves Deutsch to the profile and switches the whole page to German', async () => {
    const saved = languageSaved('de');
    const { user, session } = renderSettings(<AccountView />, [accountMock, saved.mock]);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(within(select.closest('.ant-select')!).getByText("Browser's language")).toBeTruthy();

    await user.click(select);
    await user.click(await screen.findByText('Deutsch'));

    expect(await screen.findByText('Ihre Angaben')).toBeTruthy();
    // The confirmation speaks the language just chosen.
    expect(await screen.findByText('Ihre Sprache wurde gespeichert.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Angaben speichern' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeTruthy();
    expect(saved.answer).toHaveBeenCalledOnce();
    expect(currentDashboardLanguage()).toBe('de');
    await waitFor(() => expect(session.refresh).toHaveBeenCalledOnce());
  });

  it("clears the profile's language for the browser's, which the dashboard then follows", async () => {
    const saved = languageSaved(null);
    const { user } = renderSettings(<AccountView />, [accountMock, saved.mock], { language: 'de' });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(within(select.closest('.ant-select')!).getByText('Deutsch')).toBeTruthy();

    await user.click(select);
    await user.click(
      await screen.findByText("Browser's language", { selector: '.ant-select-item-option-content' }),
    );

    expect(await screen.findByText('Your language was saved.')).toBeTruthy();
    expect(saved.answer).toHaveBeenCalledOnce();
    // jsdom's browser prefers English.
    expect(currentDashboardLanguage()).toBe('en');
  });
});
