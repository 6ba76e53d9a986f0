import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '../../../pages/SettingsPage';
import { renderSettings } from '../../../test/render-settings';
import { AuditEventsQuery } from '../api/audit-events-query';
import { AUDIT_PAGE_SIZE } from '../components/AuditLogView';

describe('/app/{productId}/settings/audit', { timeout: 60_000 }, () => {
  it('opens the Audit log tab of the settings', async () => {
    renderSettings(
      <Routes>
        <Route path="/app/:productId/settings/:type" element={<SettingsPage />} />
      </Routes>,
      [
        {
          request: {
            query: AuditEventsQuery,
            variables: { paging: { limit: AUDIT_PAGE_SIZE, offset: 0 }, filter: {} },
          },
          result: { data: { auditEvents: [], countAuditEvents: 0 } },
        },
      ],
      { path: '/app/p1/settings/audit' },
    );
    expect(screen.getByRole('tab', { name: 'Audit log', selected: true })).toBeTruthy();
    expect(await screen.findByLabelText('Filter by action')).toBeTruthy();
  });
});
