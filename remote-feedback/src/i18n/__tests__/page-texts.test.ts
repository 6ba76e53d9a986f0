import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../widget/src/i18n/languages';
import { createTranslator } from '../../../widget/src/i18n/translate';
import { en, type PageTexts } from '../en';

const english: Record<string, string> = en;
const translated = LANGUAGES.filter((language) => language !== 'en');
const LANG_DIR = path.resolve(import.meta.dirname, '../lang');

const load = async (language: string): Promise<PageTexts> =>
  ((await import(`../lang/${language}.ts`)) as { default: PageTexts }).default;

/** The names a text fills in: `{name}` and `{name, plural, …}`. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))].sort();

describe('the language files of the public pages', () => {
  it('exist for every language the widget speaks but English, and for no other', () => {
    const files = fs.readdirSync(LANG_DIR).map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...translated].sort());
  });

  it.each(translated)('%s has exactly the keys English has', async (language) => {
    const texts: Record<string, string> = await load(language);
    const missing = Object.keys(english).filter((key) => !(key in texts));
    const extra = Object.keys(texts).filter((key) => !(key in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(text, `${language} ${key}`).toBe(text.trim());
    }
  });

  it.each(translated)('%s fills in the same placeholders as English, and no other', async (language) => {
    const texts: Record<string, string> = await load(language);
    for (const key of Object.keys(english)) {
      expect(placeholders(texts[key]!), `${language} ${key}`).toEqual(placeholders(english[key]!));
    }
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
