/**
 * The languages an Admin can choose as the widget's default (ISO 639-1). The widget ships English
 * texts and takes translations from the host page (`Hearback.setTexts`), so the setting tells the
 * widget and the host page which language to show; a language without texts shows English.
 */
export const WIDGET_LANGUAGES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'ar', name: 'Arabic' },
  { code: 'zh', name: 'Chinese' },
  { code: 'cs', name: 'Czech' },
  { code: 'da', name: 'Danish' },
  { code: 'nl', name: 'Dutch' },
  { code: 'en', name: 'English' },
  { code: 'fi', name: 'Finnish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'el', name: 'Greek' },
  { code: 'he', name: 'Hebrew' },
  { code: 'hi', name: 'Hindi' },
  { code: 'hu', name: 'Hungarian' },
  { code: 'it', name: 'Italian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'nb', name: 'Norwegian Bokmål' },
  { code: 'pl', name: 'Polish' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'ro', name: 'Romanian' },
  { code: 'ru', name: 'Russian' },
  { code: 'es', name: 'Spanish' },
  { code: 'sv', name: 'Swedish' },
  { code: 'tr', name: 'Turkish' },
  { code: 'uk', name: 'Ukrainian' },
];

const CODES = new Set(WIDGET_LANGUAGES.map((language) => language.code));

export const isWidgetLanguage = (code: string): boolean => CODES.has(code);
