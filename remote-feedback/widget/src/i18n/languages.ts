import type { RecorderTextKey } from '../recorder/en-recorder';
import type { TextKey } from './en';

/**
 * The languages the widget ships. English is built into `ui.js` (and the recorder chunk); each of
 * the others is a file of its own, `lang-<code>.js` (./lang/<code>.ts), imported only for a
 * visitor who gets that language (./localize.ts). One variant per base language: a request for
 * `pt-PT` gets Brazilian Portuguese rather than English.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'pl', 'tr', 'ja', 'ar', 'he'] as const;

export type Language = (typeof LANGUAGES)[number];

/**
 * The first candidate whose base language we ship, else English. ./localize.ts passes, in this
 * order: the embed's own choice (`data-language`, `Hearback.setLanguage`), the product's default
 * widget language, then the browser's `navigator.languages`. A candidate we do not ship (the
 * dashboard offers 25 languages) is skipped, so the next one decides.
 */
export function chooseLanguage(candidates: readonly (string | null | undefined)[]): Language {
  for (const tag of candidates) {
    const base = tag?.split(/[-_]/)[0]?.toLowerCase();
    const shipped = LANGUAGES.find((code) => code.split('-')[0] === base);
    if (shipped) return shipped;
  }
  return 'en';
}

/** Arabic and Hebrew: the panel is laid out right to left. */
export const isRightToLeft = (language: string | undefined) => /^(ar|he)\b/.test(language ?? '');

/** A language file: every key of the panel and of the recorder, English's placeholders kept. */
export type LanguageTexts = Record<TextKey | RecorderTextKey, string>;
