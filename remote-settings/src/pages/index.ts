import type { RouteKey } from '@hearback/shared';
import type { ComponentType } from 'react';
import { AccountPage } from './AccountPage';
import { ContactPage } from './ContactPage';
import { ExportPage } from './ExportPage';
import { IntegrationsPage } from './IntegrationsPage';
import { RolesPage } from './RolesPage';
import { SettingsPage } from './SettingsPage';

/**
 * The pages this remote renders, keyed by route. `src/exposes/Routes.tsx` maps the route table onto
 * this record; a route without an entry shows its title only (RemoteRouteTree's placeholder).
 */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  account: AccountPage,
  contact: ContactPage,
  settingsRoles: RolesPage,
  settingsExport: ExportPage,
  settings: SettingsPage,
  settingsIntegration: IntegrationsPage,
};
