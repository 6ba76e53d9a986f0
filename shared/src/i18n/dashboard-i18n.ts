/**
 * The dashboard's one i18next instance. `@hearback/shared` is a federation singleton, so the shell
 * and every remote translate through this instance and switch language together; remotes import
 * `useTranslation` from here, never from react-i18next, so the page holds one copy of both.
 *
 * Keys are the English texts themselves (the spec's wording, exact): English needs no dictionary
 * but for plural forms, and a missing translation shows English rather than an identifier. Each
 * package registers its namespace with its German dictionary as a lazily loaded chunk.
 */
import { type DashboardLanguage, isDashboardLanguage, matchDashboardLanguage } from '@hearback/input-rules';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadLanguageSupport } from './language-support';

export type Dictionary = Record<string, string>;
type DictionaryLoader = () => Promise<{ default: Dictionary } | Dictionary>;

export interface NamespaceTranslations {
  /** Only the plural forms (`…_one`, `…_other`): every other English text is its own key. */
  en?: Dictionary;
  /** Every other language, loaded when first needed. */
  other: Partial<Record<Exclude<DashboardLanguage, 'en'>, DictionaryLoader>>;
}

/** Where a visitor's choice is kept before they sign in, and on a device they share. */
const STORED_CHOICE_KEY = 'hearback.language';

const loaders = new Map<string, NamespaceTranslations['other']>();

function storedChoice(): DashboardLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(STORED_CHOICE_KEY);
    return isDashboardLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): the browser's languages decide
  }
}

function initialLanguage(): DashboardLanguage {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return storedChoice() ?? matchDashboardLanguage(browser) ?? 'en';
}

export const dashboardI18n = i18next.createInstance();

void dashboardI18n
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const load =
        isDashboardLanguage(language) && language !== 'en' ? loaders.get(namespace)?.[language] : undefined;
      if (!load) return {};
      const loaded = await load();
      return 'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
    }),
  )
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    ns: [],
    defaultNS: false,
    // English sentences carry dots and colons: neither separates anything here.
    keySeparator: false,
    nsSeparator: false,
    partialBundledLanguages: true,
    resources: {},
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // A screen waits (the remotes' Suspense) for its dictionary rather than flashing English.
    react: { useSuspense: true, bindI18nStore: 'added' },
  });

/**
 * Makes a package's texts translatable. English is added at once, so a screen in English never
 * waits; other languages load the first time a screen of the package asks for them.
 */
export function registerTranslations(namespace: string, translations: NamespaceTranslations): void {
  dashboardI18n.addResourceBundle('en', namespace, translations.en ?? {}, true, false);
  loaders.set(namespace, translations.other);
  // Known to i18next from now on, so a switch of language loads this namespace before it announces
  // the switch: the package's screens re-render in the new language instead of suspending (and
  // losing their state) while its dictionary loads.
  void dashboardI18n.loadNamespaces(namespace);
}

export function currentDashboardLanguage(): DashboardLanguage {
  const language = dashboardI18n.resolvedLanguage ?? dashboardI18n.language;
  return isDashboardLanguage(language) ? language : 'en';
}

/**
 * Switches every screen to `language` once antd's and the dates' texts for it are loaded, so no
 * screen shows two languages. `remember` keeps the choice on this device for the next visit.
 */
export async function setDashboardLanguage(
  language: DashboardLanguage,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORED_CHOICE_KEY, language);
    } catch {
      // not kept on this device; the profile still keeps it
    }
  }
  await loadLanguageSupport(language);
  if (dashboardI18n.language !== language) await dashboardI18n.changeLanguage(language);
}

/**
 * Before the first render: antd's texts and the given namespaces' dictionaries for the language
 * the page starts in, so the first paint is already in that language.
 */
export async function prepareDashboardLanguage(namespaces: readonly string[]): Promise<void> {
  const language = currentDashboardLanguage();
  await Promise.all([loadLanguageSupport(language), dashboardI18n.loadNamespaces([...namespaces])]);
}

/**
 * Forgets the choice kept on this device and speaks the browser's language (else English): what
 * "Browser's language" on the account page means.
 */
export async function followBrowserLanguage(): Promise<void> {
  try {
    globalThis.localStorage?.removeItem(STORED_CHOICE_KEY);
  } catch {
    // nothing was kept
  }
  await setDashboardLanguage(initialLanguage(), { remember: false });
}

/** The profile's language wins over the device's and the browser's once the user is known. */
export function applyProfileLanguage(language: string | null | undefined): void {
  if (isDashboardLanguage(language)) void setDashboardLanguage(language);
}

/** For code outside components (column builders, validation rules): the text in the current language. */
export function translate(namespace: string, key: string, values?: Record<string, unknown>): string {
  return dashboardI18n.t(key, { ...values, ns: namespace });
}

function reflectLanguageInDocument(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = dashboardI18n.dir(language);
}

dashboardI18n.on('languageChanged', reflectLanguageInDocument);
reflectLanguageInDocument(dashboardI18n.language);
