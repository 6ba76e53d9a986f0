import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { IntegrationsQuery } from '../../features/integrations/api/integrations-query';
import { renderSettings } from '../../test/render-settings';
import { IntegrationsPage } from '../IntegrationsPage';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const page = (
  <>
    <Routes>
      <Route path="/app/:productId/settings/integrations/:source" element={<IntegrationsPage />} />
    </Routes>
    <Where />
  </>
);

const noneMock = (kind: 'Slack' | 'Webhook') => ({
  request: { query: IntegrationsQuery, variables: { kind, paging: { limit: 10, offset: 0 } } },
  result: { data: { integrations: [], countIntegrations: 0 } },
});

describe('IntegrationsPage (/settings/integrations/{source})', { timeout: 240_000 }, () => {
  it('opens the source of the URL and switches tabs through the URL', async () => {
    const { user } = renderSettings(page, [noneMock('Webhook'), noneMock('Slack')], {
      path: '/app/p1/settings/integrations/webhook',
    });
    expect(await screen.findByRole('tab', { name: 'Webhooks', selected: true })).toBeTruthy();
    expect(await screen.findByText('Webhooks', { selector: '.ant-card-head-title' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Slack' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/app/p1/settings/integrations/slack'),
    );
    expect(await screen.findByRole('button', { name: 'Add Slack channel' })).toBeTruthy();
  });

  it('sends an unknown source to Slack', async () => {
    renderSettings(page, [noneMock('Slack')], { path: '/app/p1/settings/integrations/teams' });
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/app/p1/settings/integrations/slack'),
    );
    expect(await screen.findByRole('tab', { name: 'Slack', selected: true })).toBeTruthy();
  });
});
