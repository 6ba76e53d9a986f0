/**
 * The settings remote's texts: English keys (plural forms in en.json), German loaded when first needed.
 * Importing this module registers the namespace, so every screen using the hook finds it.
 */
import { currentDashboardLanguage, defineTranslations } from '@hearback/shared';
import en from './en.json';

export const { useNamespaceTranslation: useSettingsTranslation, text: settingsText } = defineTranslations(
  'settings',
  { en, other: { de: () => import('./de.json') } },
);

/** The hook's translate function, for helpers a component calls while it renders. */
export type SettingsT = ReturnType<typeof useSettingsTranslation>['t'];

/** A date and time as the dashboard's language writes it. */
export const formatDateTime = (value: string | number | Date): string =>
  new Date(value).toLocaleString(currentDashboardLanguage());

/** A day as the dashboard's language writes it. */
export const formatDay = (value: string | number | Date): string =>
  new Date(value).toLocaleDateString(currentDashboardLanguage());

/** A count as the dashboard's language writes it (1,200 / 1.200). */
export const formatCount = (value: number): string => value.toLocaleString(currentDashboardLanguage());
