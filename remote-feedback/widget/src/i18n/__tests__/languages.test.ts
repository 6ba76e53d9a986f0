import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enRecorder } from '../../recorder/en-recorder';
import { dictionaryGaps, languageFileCodes, loadLanguageFile } from '../../testing/dictionary-completeness';
import { en } from '../en';
import { chooseLanguage, isRightToLeft, LANGUAGES, type LanguageTexts } from '../languages';
import { createTranslator } from '../translate';

const english: Record<string, string> = { ...en, ...enRecorder };
const translated = LANGUAGES.filter((language) => language !== 'en');
const LANG_DIR = path.resolve(import.meta.dirname, '../lang');

const load = (language: string) => loadLanguageFile<LanguageTexts>(LANG_DIR, language);

/** The selectors of every plural block in a text (`one`, `few`, `=0`…). */
const pluralSelectors = (text: string) =>
  [...text.matchAll(/\{\w+, plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g)].map((block) =>
    [...block[1]!.matchAll(/(=?\w+)\s*\{/g)].map((variant) => variant[1]!),
  );

describe('the language files', () => {
  it('exist for every language but English, and for no other', () => {
    expect(languageFileCodes(LANG_DIR)).toEqual([...translated].sort());
  });

  it.each(translated)('%s has exactly the keys English has, panel and recorder', async (language) => {
    const { missing, extra, blankOrPadded } = dictionaryGaps(english, await load(language));
    expect({ missing, extra, blankOrPadded }).toEqual({ missing: [], extra: [], blankOrPadded: [] });
  });

  it.each(translated)('%s fills in the same placeholders as English', async (language) => {
    expect(dictionaryGaps(english, await load(language)).placeholderMismatches).toEqual([]);
  });

  it.each(LANGUAGES)(
    '%s has a plural form for every category its language has, and no other',
    async (language) => {
      const texts: Record<string, string> = language === 'en' ? english : await load(language);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, text] of Object.entries(texts)) {
        expect(pluralSelectors(text).length, `${language} ${key}: plural blocks`).toBe(
          pluralSelectors(english[key]!).length,
        );
        for (const selectors of pluralSelectors(text)) {
          const named = selectors.filter((selector) => !selector.startsWith('='));
          expect(named.sort(), `${language} ${key}`).toEqual([...categories].sort());
        }
      }
    },
  );

  it.each(LANGUAGES)('%s reads as finished text with any number (no braces or # left)', async (language) => {
    const texts: Record<string, string> = language === 'en' ? english : await load(language);
    const t = createTranslator(texts, {}, language);
    for (const key of Object.keys(texts)) {
      for (const n of [0, 1, 2, 3, 5, 11, 22, 100, 1000, 2000, 1_000_000]) {
        // {duration} and {percent} arrive as text, already formatted by Intl.
        const text = t(key, { max: n, count: n, elapsed: n, duration: `${n} s`, percent: `${n} %` });
        expect(text, `${language} ${key} (${n})`).not.toMatch(/[{}#]/);
      }
    }
  });

  it('isolates phone numbers in right-to-left languages so their digit groups keep their order', async () => {
    for (const language of translated.filter(isRightToLeft)) {
      const texts = await load(language);
      expect(texts['hint.phone']).toMatch(/\u2066\+[\d -]+\u2069/);
    }
  });
});

describe('choosing the language', () => {
  it('takes the first candidate whose base language is shipped', () => {
    expect(chooseLanguage(['de'])).toBe('de');
    expect(chooseLanguage(['de-AT'])).toBe('de');
    expect(chooseLanguage(['pt-PT'])).toBe('pt-BR');
    expect(chooseLanguage(['pt'])).toBe('pt-BR');
    expect(chooseLanguage(['PT_br'])).toBe('pt-BR');
    expect(chooseLanguage(['he-IL', 'ar'])).toBe('he');
    expect(chooseLanguage(['en-GB', 'de'])).toBe('en');
  });

  it('skips what it does not ship, and ends in English', () => {
    // An embed asking for Korean, a product set to Chinese (the dashboard offers 25 languages),
    // a browser preferring Swedish then Polish.
    expect(chooseLanguage(['ko', 'zh', 'sv-SE', 'pl-PL'])).toBe('pl');
    expect(chooseLanguage([undefined, null, '', 'ja-JP'])).toBe('ja');
    expect(chooseLanguage(['zh-Hant', 'x'])).toBe('en');
    expect(chooseLanguage([])).toBe('en');
  });

  it('knows which languages are written right to left', () => {
    expect(LANGUAGES.filter(isRightToLeft)).toEqual(['ar', 'he']);
    expect(isRightToLeft(undefined)).toBe(false);
  });
});

describe('the size budgets', () => {
  it('hold every language file to 2 kB in .size-limit.json', () => {
    const budgets = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../.size-limit.json'), 'utf8'),
    ) as { path: string | string[]; limit: string }[];
    for (const language of translated) {
      expect(budgets.find((budget) => budget.path === `dist/lang-${language}.js`)?.limit, language).toBe(
        '2 kB',
      );
    }
  });
});
