/**
 * The languages a visitor's e-mails are written in: those the widget and the public feedback
 * pages speak (remote-feedback/widget/src/i18n/languages.ts), so a visitor reads their mail in
 * the language they were asked in. One variant per base language: `pt-PT` gets Brazilian
 * Portuguese rather than English.
 */
export const VISITOR_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'pt-BR',
  'it',
  'nl',
  'pl',
  'tr',
  'ja',
  'ar',
  'he',
] as const;

export type VisitorLanguage = (typeof VISITOR_LANGUAGES)[number];

/**
 * The first candidate whose base language a visitor's mail can be written in (a BCP 47 tag such
 * as the `en-GB` a widget page reports, or a product's default widget language), else null: a
 * language we do not write in (the dashboard offers 25 for the widget) is passed over.
 */
export function chooseVisitorLanguage(
  candidates: readonly (string | null | undefined)[],
): VisitorLanguage | null {
  for (const tag of candidates) {
    const base = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
    const written = VISITOR_LANGUAGES.find((code) => code.split('-')[0] === base);
    if (written) return written;
  }
  return null;
}

/** Arabic and Hebrew are written right to left. */
export const isRightToLeft = (language: VisitorLanguage): boolean => language === 'ar' || language === 'he';
