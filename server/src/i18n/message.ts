/**
 * A text the API writes for people: an English template with `{{name}}` placeholders and the
 * values that fill them. The English template is the key of every other language's dictionary
 * (dictionaries.ts), as the dashboard's own texts are keyed by their English.
 */
export interface Message {
  readonly template: string;
  readonly values: Readonly<Record<string, MessageValue>>;
}

/**
 * A value is shown as it is (a name, an address, a number), or, when it is a Message itself (a
 * field's label, an action), in the reader's language like the sentence around it.
 */
export type MessageValue = string | number | Message;

/** What the error factories take: a fixed English sentence, or a template with its values. */
export type MessageText = string | Message;

export const message = (template: string, values: Record<string, MessageValue> = {}): Message => ({
  template,
  values,
});

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).template === 'string' &&
  typeof (value as Message).values === 'object' &&
  (value as Message).values !== null;

export const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The `{{names}}` a template fills, in order of appearance. */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);

/**
 * "1 new response", "2 new responses": the singular template for one, else the plural; both fill
 * `{{count}}`. English and German need no other forms.
 */
export const countMessage = (count: number, singular: string, plural: string): Message =>
  message(count === 1 ? singular : plural, { count });
