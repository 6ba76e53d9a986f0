/** A complete `me` profile for tests, usable by default (enabled, verified, in an organisation). */
import type { MeUser } from '../session/session-types';

export function makeMeUser(overrides: Partial<MeUser> = {}): MeUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    photoURL: null,
    role: 'Admin',
    lastActivity: null,
    enabled: true,
    verified: true,
    organizationType: 'Company',
    organization: {
      id: 'org-1',
      name: 'Analytical Engines',
      type: 'Company',
      widgetKey: 'wk',
      widgetToken: 'wt',
    },
    isCampaignNotificationEnabled: true,
    isReportNotificationEnabled: true,
    language: null,
    ...overrides,
  };
}
