import type { DashboardLanguage } from '@hearback/input-rules';
import { useSyncExternalStore } from 'react';
import { currentDashboardLanguage, dashboardI18n } from './dashboard-i18n';

function subscribe(onChange: () => void) {
  dashboardI18n.on('languageChanged', onChange);
  return () => dashboardI18n.off('languageChanged', onChange);
}

/** The language the dashboard speaks now; re-renders when the user switches. */
export function useDashboardLanguage(): DashboardLanguage {
  return useSyncExternalStore(subscribe, currentDashboardLanguage, () => 'en' as const);
}
