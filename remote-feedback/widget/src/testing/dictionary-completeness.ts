/**
 * Compares a language's dictionary with English's. The widget and the public pages keep their
 * languages alike (`lang/<code>.ts`, a default export of one text a key, English as the reference),
 * so their language tests check them with the same functions and the same rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type Texts = Record<string, string>;

/** Where a language falls short of English: each list empty means complete. */
export interface DictionaryGaps {
  /** English keys the language has no text for. */
  missing: string[];
  /** Keys English does not have: a text renamed or removed in English and left behind. */
  extra: string[];
  /** Keys whose text is empty or begins or ends with white space. */
  blankOrPadded: string[];
  /** `key: {English's names} ≠ {this language's}` where a text fills in other names than English's. */
  placeholderMismatches: string[];
}

/** The codes of the languages that have a file in `languageDir` (`pt-BR.ts` → `pt-BR`), sorted. */
export function languageFileCodes(languageDir: string): string[] {
  return fs
    .readdirSync(languageDir)
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

export async function loadLanguageFile<LanguageTexts = Texts>(
  languageDir: string,
  language: string,
): Promise<LanguageTexts> {
  const file = pathToFileURL(path.join(languageDir, `${language}.ts`)).href;
  return ((await import(file)) as { default: LanguageTexts }).default;
}

/** The names a text fills in: `{name}` and `{name, plural, …}`, each once, sorted. */
export const placeholderNames = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]!))].sort();

export function dictionaryGaps(english: Texts, texts: Texts): DictionaryGaps {
  const placeholderMismatches: string[] = [];
  for (const key of Object.keys(english)) {
    if (!(key in texts)) continue; // reported as missing
    const expected = placeholderNames(english[key]!).join(', ');
    const found = placeholderNames(texts[key]!).join(', ');
    if (found !== expected) placeholderMismatches.push(`${key}: {${expected}} ≠ {${found}}`);
  }
  return {
    missing: Object.keys(english).filter((key) => !(key in texts)),
    extra: Object.keys(texts).filter((key) => !(key in english)),
    blankOrPadded: Object.entries(texts)
      .filter(([, text]) => text.trim() === '' || text !== text.trim())
      .map(([key]) => key),
    placeholderMismatches,
  };
}
