import type { MockLink } from '@apollo/client/testing';
import type { MeUser } from '@hearback/shared';
import { renderInShell } from '@hearback/shared/testing';
import { type ReactElement, Suspense } from 'react';

export const meUser = (role: 'Admin' | 'Member' = 'Admin', language: string | null = null): MeUser => ({
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
  // Without an organisation the shared product list is not asked for, which keeps mocks to the page's own.
  organization: null,
  isCampaignNotificationEnabled: true,
  isReportNotificationEnabled: true,
  language,
});

/**
 * Renders a page inside the providers the shell gives it, with GraphQL answered by `mocks`. As in
 * the shell, a page in another language than English waits in a Suspense boundary for its texts.
 */
export function renderSettings(
  ui: ReactElement,
  mocks: MockLink.MockedResponse[],
  {
    role = 'Admin',
    path = '/',
    language = null,
  }: { role?: 'Admin' | 'Member'; path?: string; language?: string | null } = {},
) {
  const { session, user } = renderInShell(<Suspense fallback={null}>{ui}</Suspense>, {
    mocks,
    user: meUser(role, language),
    path,
  });
  return { session, user };
}
