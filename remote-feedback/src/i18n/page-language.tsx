import { ConfigProvider, Skeleton } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  chooseLanguage,
  isRightToLeft,
  type Language,
  type LanguageTexts,
} from '../../widget/src/i18n/languages';
import { createTranslator, type Translate } from '../../widget/src/i18n/translate';
import { en, type PageTextKey, type PageTexts } from './en';
import { problemText } from './problem-text';

/** The query parameter a link names the page's language with: `/feedback?lang=de&…`. */
export const LANGUAGE_PARAM = 'lang';

const APP_NAME = 'Hearback';
const TITLE_SEPARATOR = ' · ';

type Translated = Exclude<Language, 'en'>;

interface Dictionaries {
  page: PageTexts;
  /** The widget form's texts in the same language (the panel's and the recorder's). */
  widget?: LanguageTexts;
}

type DictionaryModules = [{ default: PageTexts }, { default: LanguageTexts }];

/** One chunk pair per language, the page's texts and the widget form's, fetched only when chosen. */
const LOADERS: Record<Translated, () => Promise<DictionaryModules>> = {
  de: () => Promise.all([import('./lang/de'), import('../../widget/src/i18n/lang/de')]),
  fr: () => Promise.all([import('./lang/fr'), import('../../widget/src/i18n/lang/fr')]),
  es: () => Promise.all([import('./lang/es'), import('../../widget/src/i18n/lang/es')]),
  'pt-BR': () => Promise.all([import('./lang/pt-BR'), import('../../widget/src/i18n/lang/pt-BR')]),
  it: () => Promise.all([import('./lang/it'), import('../../widget/src/i18n/lang/it')]),
  nl: () => Promise.all([import('./lang/nl'), import('../../widget/src/i18n/lang/nl')]),
  pl: () => Promise.all([import('./lang/pl'), import('../../widget/src/i18n/lang/pl')]),
  tr: () => Promise.all([import('./lang/tr'), import('../../widget/src/i18n/lang/tr')]),
  ja: () => Promise.all([import('./lang/ja'), import('../../widget/src/i18n/lang/ja')]),
  ar: () => Promise.all([import('./lang/ar'), import('../../widget/src/i18n/lang/ar')]),
  he: () => Promise.all([import('./lang/he'), import('../../widget/src/i18n/lang/he')]),
};

/** Kept for the page's lifetime: another page, or the same one again, shows at once. */
const loaded = new Map<Language, Dictionaries>([['en', { page: en }]]);
/** Languages whose chunks failed to load: the page shows English instead. */
const unavailable = new Set<Language>();

async function loadDictionaries(language: Translated): Promise<void> {
  try {
    const [page, widget] = await LOADERS[language]();
    loaded.set(language, { page: page.default, widget: widget.default });
  } catch {
    unavailable.add(language);
  }
}

export interface PageLanguage {
  language: Language;
  dir: 'ltr' | 'rtl';
  t: Translate<PageTextKey>;
  /** The widget form's texts in the page's language; none for English, which the widget has built in. */
  widgetStrings: Partial<Record<string, string>> | undefined;
  /** The language the page takes once a product's default widget language is known. */
  languageWith(productLanguage: string | null | undefined): Language;
  /** The product whose form the page shows has this default widget language (null: none). */
  reportProductLanguage(productLanguage: string | null | undefined): void;
  /** What went wrong, in the page's language (./problem-text.ts). */
  problem(error: unknown): string;
  /** A moment in the visitor's language: the date and time a mailed link stops working. */
  dateTime(iso: string): string;
}

function pageLanguageOf(
  language: Language,
  dictionaries: Dictionaries,
  languageWith: PageLanguage['languageWith'],
  reportProductLanguage: PageLanguage['reportProductLanguage'],
): PageLanguage {
  const t = createTranslator(en, dictionaries.page, language);
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    language,
    dir: isRightToLeft(language) ? 'rtl' : 'ltr',
    t,
    widgetStrings: dictionaries.widget,
    languageWith,
    reportProductLanguage,
    problem: (error) => problemText(error, t, language),
    dateTime: (iso) => dates.format(new Date(iso)),
  };
}

const ENGLISH = pageLanguageOf(
  'en',
  { page: en },
  () => 'en',
  () => {},
);

const PageLanguageContext = createContext<PageLanguage>(ENGLISH);

/** The language of the public page being shown, its texts and the helpers that speak it. */
export const usePageLanguage = (): PageLanguage => useContext(PageLanguageContext);

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/**
 * The language of a public feedback page: the link's own `?lang=`, else the default widget
 * language of the product whose form the page shows (known once its widget settings have loaded),
 * else the best of the browser's languages, else English; a language we do not ship is skipped
 * (the widget's `chooseLanguage`). A language's texts load before it is shown, so a page never
 * mixes two languages: the first time, a skeleton stands in; later, the previous language stays
 * until the next one is ready. The page's `lang` and `dir` go on the document too while it shows.
 */
export function PublicPageLanguage({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const requested = params.get(LANGUAGE_PARAM);
  const [productLanguage, setProductLanguage] = useState<string | null>(null);
  const [previous, setPrevious] = useState<Language | null>(null);
  const [, setLoads] = useState(0);

  const languageWith = useCallback(
    (product: string | null | undefined) => {
      const chosen = chooseLanguage([requested, product, ...browserLanguages()]);
      return unavailable.has(chosen) ? 'en' : chosen;
    },
    [requested],
  );
  const reportProductLanguage = useCallback(
    (product: string | null | undefined) => setProductLanguage(product ?? null),
    [],
  );

  const wanted = languageWith(productLanguage);
  const wantedReady = loaded.has(wanted);
  const shown = wantedReady ? wanted : previous;

  useEffect(() => {
    if (wantedReady) {
      setPrevious(wanted);
      return;
    }
    let current = true;
    void loadDictionaries(wanted as Translated).then(() => {
      if (current) setLoads((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [wanted, wantedReady]);

  const value = useMemo(
    () => shown && pageLanguageOf(shown, loaded.get(shown)!, languageWith, reportProductLanguage),
    [shown, languageWith, reportProductLanguage],
  );

  useEffect(() => {
    if (!value) return;
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = value.language;
    root.dir = value.dir;
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [value]);

  if (!value) {
    return (
      <main lang={wanted} dir={isRightToLeft(wanted) ? 'rtl' : 'ltr'} style={PAGE_FRAME_STYLE}>
        <Skeleton active />
      </main>
    );
  }
  return (
    <PageLanguageContext.Provider value={value}>
      <ConfigProvider direction={value.dir}>{children}</ConfigProvider>
    </PageLanguageContext.Provider>
  );
}

/** One narrow column, the same in every state of every public page. */
export const PAGE_FRAME_STYLE = { maxWidth: 640, margin: '0 auto', padding: '24px 16px' } as const;

/**
 * The tab's title: what the page is, then Hearback, in the page's language ("Feedback · Hearback").
 * The shell leaves a public page's title to the page: it speaks the visitor's language, not the dashboard's.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = [title, APP_NAME].join(TITLE_SEPARATOR);
  }, [title]);
}
