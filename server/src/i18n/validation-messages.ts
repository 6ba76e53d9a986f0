import { type Message, type MessageValue, message } from './message';
import { englishText } from './render-message';

/**
 * zod carries an issue's message as a string only. A schema's message with values (a label, a
 * limit) is written here as its English text, and the text remembers its template, so
 * parseInput can raise the error with the template and the answer can be translated. The values
 * are fixed when the schema is built, so this holds one entry per message of the code.
 */
const registered = new Map<string, Message>();

export function validationMessage(template: string, values: Record<string, MessageValue>): string {
  const written = message(template, values);
  const english = englishText(written);
  registered.set(english, written);
  return english;
}

/** The template behind a zod message; a message without values is its own template. */
export const validationMessageOf = (english: string): Message | string => registered.get(english) ?? english;

const CARRIED = 'hearbackMessage';

/**
 * A custom zod issue whose values come from the input (they cannot be remembered by their
 * text): the template travels in the issue's params.
 */
export function issueWithMessage(written: Message): { message: string; params: Record<string, Message> } {
  return { message: englishText(written), params: { [CARRIED]: written } };
}

/** The template an issue carries in its params (issueWithMessage), if any. */
export const carriedMessage = (params: Record<string, unknown> | undefined): Message | undefined => {
  const carried = params?.[CARRIED];
  return carried && typeof carried === 'object' ? (carried as Message) : undefined;
};
