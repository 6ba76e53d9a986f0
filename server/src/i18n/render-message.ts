import type { DashboardLanguage } from '@hearback/input-rules';
import { DICTIONARIES } from './dictionaries';
import { isMessage, type MessageText, type MessageValue, PLACEHOLDER } from './message';

/** The template in `language`; a template the language lacks stays English. */
export function translateTemplate(template: string, language: DashboardLanguage): string {
  const dictionary = DICTIONARIES[language];
  return Object.hasOwn(dictionary, template) ? dictionary[template]! : template;
}

/** Whether some language has words of its own for the template (English needs none). */
export const isTranslated = (template: string): boolean =>
  Object.values(DICTIONARIES).some((dictionary) => Object.hasOwn(dictionary, template));

/**
 * The text in `language`. A plain string is a fixed sentence (nothing in it is filled in); a
 * Message has its placeholders filled with its values, nested Messages in the same language.
 */
export function renderMessage(text: MessageText, language: DashboardLanguage): string {
  if (typeof text === 'string') return translateTemplate(text, language);
  return translateTemplate(text.template, language).replace(PLACEHOLDER, (placeholder, name: string) => {
    const value: MessageValue | undefined = text.values[name];
    if (value === undefined) return placeholder;
    return isMessage(value) ? renderMessage(value, language) : String(value);
  });
}

/** The English text: what the API wrote before it spoke other languages, exactly. */
export const englishText = (text: MessageText): string => renderMessage(text, 'en');
