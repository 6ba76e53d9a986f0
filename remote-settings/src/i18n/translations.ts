/**
 * The settings remote's texts: English keys (plural forms in en.json), German loaded when first needed.
 * Importing this module registers the namespace, so every screen using the hook finds it.
 */
import { currentDashboardLanguage, registerTranslations, translate, useTranslation } from '@hearback/shared';
import en from './en.json';

export const SETTINGS_NAMESPACE = 'settings';

registerTranslations(SETTINGS_NAMESPACE, { en, other: { de: () => import('./de.json') } });

export function useSettingsTranslation() {
  return useTranslation(SETTINGS_NAMESPACE);
}

/** The hook's translate function, for helpers a component calls while it renders. */
export type SettingsT = ReturnType<typeof useSettingsTranslation>['t'];

/** Outside components (column builders, label maps, download failures): the text in the current language. */
export function settingsText(key: string, values?: Record<string, unknown>): string {
  return translate(SETTINGS_NAMESPACE, key, values);
}

/** A date and time as the dashboard's language writes it. */
export const formatDateTime = (value: string | number | Date): string =>
  new Date(value).toLocaleString(currentDashboardLanguage());

/** A day as the dashboard's language writes it. */
export const formatDay = (value: string | number | Date): string =>
  new Date(value).toLocaleDateString(currentDashboardLanguage());

/** A count as the dashboard's language writes it (1,200 / 1.200). */
export const formatCount = (value: number): string => value.toLocaleString(currentDashboardLanguage());
