import type { DashboardLanguage } from '@hearback/input-rules';
import german from './de.json';

/** A language's texts, keyed by the English template (placeholders included). */
export type Dictionary = Readonly<Record<string, string>>;

/**
 * One dictionary per dashboard language; English is the templates themselves. A language added
 * to DASHBOARD_LANGUAGES without a dictionary here fails the typecheck.
 */
export const DICTIONARIES: Readonly<Record<DashboardLanguage, Dictionary>> = {
  en: {},
  de: german,
};
