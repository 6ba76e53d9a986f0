export { Trans, useTranslation } from 'react-i18next';
export {
  applyProfileLanguage,
  currentDashboardLanguage,
  type Dictionary,
  dashboardI18n,
  followBrowserLanguage,
  type NamespaceTranslations,
  prepareDashboardLanguage,
  registerTranslations,
  setDashboardLanguage,
  translate,
} from './dashboard-i18n';
export { defineTranslations } from './define-translations';
export { antdLocaleFor, loadLanguageSupport } from './language-support';
export { SHARED_NAMESPACE } from './shared-namespace/translations';
export { useDashboardLanguage } from './use-dashboard-language';
