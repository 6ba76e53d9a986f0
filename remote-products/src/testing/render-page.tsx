/**
 * Test helper of the widget configuration, recordings and product home features: renders inside
 * what the shell provides (antd App, Apollo mocked, the session, the router).
 */
import type { MockLink } from '@apollo/client/testing';
import type { MeUser } from '@hearback/shared';
import { renderInShell } from '@hearback/shared/testing';
import type { ReactElement } from 'react';

export const WIDGET_KEY = 'wk_acme';

export const meUser = (role: 'Admin' | 'Member'): MeUser => ({
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  photoURL: null,
  role,
  lastActivity: null,
  enabled: true,
  verified: true,
  organizationType: 'Company',
  organization: { id: 'org-1', name: 'Acme', type: 'Company', widgetKey: WIDGET_KEY, widgetToken: 'wt' },
  isCampaignNotificationEnabled: true,
  isReportNotificationEnabled: true,
  // No choice in the profile: the dashboard stays in the language the test sets.
  language: null,
});

export function renderPage(
  ui: ReactElement,
  { mocks, role = 'Admin' }: { mocks: MockLink.MockedResponse[]; role?: 'Admin' | 'Member' },
) {
  return renderInShell(ui, { mocks, user: meUser(role), withTheme: true });
}
