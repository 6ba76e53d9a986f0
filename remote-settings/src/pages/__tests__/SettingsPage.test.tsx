import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiKeysQuery } from '../../features/api-keys/api/api-keys-query';
import { PrivacySettingsQuery } from '../../features/privacy-settings/api/privacy-settings-query';
import { renderSettings } from '../../test/render-settings';
import { SettingsPage } from '../SettingsPage';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const page = (
  <>
    <Routes>
      <Route path="/app/:productId/settings/:type" element={<SettingsPage />} />
    </Routes>
    <Where />
  </>
);

const privacyMock = {
  request: { query: PrivacySettingsQuery },
  result: {
    data: {
      privacySettings: {
        __typename: 'PrivacySettings' as const,
        retentionDays: null,
        minRetentionDays: 1,
        maxRetentionDays: 3650,
        updatedAt: null,
      },
    },
  },
  maxUsageCount: 5,
};

const noKeysMock = {
  request: { query: ApiKeysQuery, variables: { paging: { limit: 10, offset: 0 } } },
  result: { data: { apiKeys: [], countApiKeys: 0 } },
  maxUsageCount: 5,
};

describe('SettingsPage (/app/{productId}/settings/{type})', () => {
  it('opens the tab the URL names', async () => {
    renderSettings(page, [privacyMock], { path: '/app/p1/settings/privacy', role: 'Member' });
    expect(screen.getByRole('tab', { name: 'Privacy', selected: true })).toBeTruthy();
    expect(await screen.findByText('Retention')).toBeTruthy();
  });

  it('puts the chosen tab in the URL', async () => {
    const { user } = renderSettings(page, [privacyMock, noKeysMock], {
      path: '/app/p1/settings/privacy',
      role: 'Member',
    });
    await user.click(screen.getByRole('tab', { name: 'API' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/app/p1/settings/api'));
    expect(screen.getByRole('tab', { name: 'API', selected: true })).toBeTruthy();
    expect(await screen.findByText('No API key yet.')).toBeTruthy();
  });

  it('opens General for a type it does not know', async () => {
    renderSettings(page, [], { path: '/app/all/settings/nonsense' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/app/all/settings/general'));
    expect(await screen.findByText('Pick a product')).toBeTruthy();
  });

  it('links to the other settings pages of the product', () => {
    renderSettings(page, [privacyMock], { path: '/app/p1/settings/privacy' });
    expect(screen.getByRole('link', { name: 'Roles' }).getAttribute('href')).toBe('/app/p1/settings/roles');
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe('/app/p1/settings/export');
  });
});
