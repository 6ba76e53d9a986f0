import { validationMessage } from '../../i18n/validation-messages';
import { fieldLabel, NAME_MAX, requiredText } from './fields';

/**
 * Line breaks (CR, LF, NEL, U+2028, U+2029) and every other control character. A name travels
 * into e-mail subjects and bodies, notifications, CSV exports, webhook payloads and log lines,
 * where a line break starts a line the person never wrote (a forged header, a forged log entry).
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

export const isOneLine = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

export const oneLineMessage = (label: string): string =>
  validationMessage('{{label}} must be one line of text, without line breaks or control characters.', {
    label: fieldLabel(label),
  });

/**
 * The rule of every name people type (organisation, product, campaign, segment, contact, API
 * key, integration, event page, a person's own names): trimmed, 1 to `max` characters, one line.
 */
export const nameText = (label = 'Name', max = NAME_MAX) =>
  requiredText(label, max).refine(isOneLine, { error: oneLineMessage(label) });
