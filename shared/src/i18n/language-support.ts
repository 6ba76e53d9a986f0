/**
 * What else changes with the dashboard's language: antd's own texts (pagination, pickers, empty
 * states, modals) and dayjs's month and day names in the date pickers. Loaded as chunks, once.
 */
import type { DashboardLanguage } from '@hearback/input-rules';
import type { Locale } from 'antd/es/locale';
import englishAntd from 'antd/es/locale/en_US';
import dayjs from 'dayjs';

/**
 * English is given to antd explicitly, never as "no locale": ConfigProvider wraps its children in
 * one more provider once it has a locale, so a switch from none to one would remount every screen
 * (and lose what was typed in it).
 */
const antdLocales = new Map<DashboardLanguage, Locale>([['en', englishAntd]]);

async function loadAntdAndDayjs(language: Exclude<DashboardLanguage, 'en'>): Promise<Locale> {
  switch (language) {
    case 'de': {
      const [antdGerman] = await Promise.all([import('antd/es/locale/de_DE'), import('dayjs/locale/de')]);
      return antdGerman.default;
    }
  }
}

export async function loadLanguageSupport(language: DashboardLanguage): Promise<void> {
  if (language !== 'en' && !antdLocales.has(language))
    antdLocales.set(language, await loadAntdAndDayjs(language));
  dayjs.locale(language);
}

/** antd's locale for `language`; English until the language's own has loaded. */
export function antdLocaleFor(language: DashboardLanguage): Locale {
  return antdLocales.get(language) ?? englishAntd;
}
