import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../widget/src/i18n/languages';
import { createTranslator } from '../../../widget/src/i18n/translate';
import {
  dictionaryGaps,
  languageFileCodes,
  loadLanguageFile,
} from '../../../widget/src/testing/dictionary-completeness';
import { en, type PageTexts } from '../en';

const english: Record<string, string> = en;
const translated = LANGUAGES.filter((language) => language !== 'en');
const LANG_DIR = path.resolve(import.meta.dirname, '../lang');

const load = (language: string) => loadLanguageFile<PageTexts>(LANG_DIR, language);

describe('the language files of the public pages', () => {
  it('exist for every language the widget speaks but English, and for no other', () => {
    expect(languageFileCodes(LANG_DIR)).toEqual([...translated].sort());
  });

  it.each(translated)('%s has exactly the keys English has', async (language) => {
    const { missing, extra, blankOrPadded } = dictionaryGaps(english, await load(language));
    expect({ missing, extra, blankOrPadded }).toEqual({ missing: [], extra: [], blankOrPadded: [] });
  });

  it.each(translated)('%s fills in the same placeholders as English, and no other', async (language) => {
    expect(dictionaryGaps(english, await load(language)).placeholderMismatches).toEqual([]);
  });

  it.each(LANGUAGES)('%s reads as finished text once filled in (no braces left)', async (language) => {
    const texts: Record<string, string> = language === 'en' ? english : await load(language);
    const t = createTranslator(texts, {}, language);
    const values = {
      organisation: 'Acme',
      product: 'Shop',
      email: 'a@b.example',
      expiry: 'x',
      campaign: 'C',
    };
    for (const key of Object.keys(texts)) {
      expect(t(key, values), `${language} ${key}`).not.toMatch(/[{}]/);
    }
  });

  it.each(translated)('%s says something of its own rather than English', async (language) => {
    const texts: Record<string, string> = await load(language);
    // Product names and the like may stay as they are; sentences may not.
    const untranslated = Object.keys(english).filter(
      (key) => texts[key] === english[key] && english[key]!.includes(' '),
    );
    expect(untranslated).toEqual([]);
  });
});
