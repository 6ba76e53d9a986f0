import type { DashboardLanguage } from '@hearback/input-rules';
import { isMessage, type Message, type MessageValue } from '../../i18n/message';
import { englishText, renderMessage } from '../../i18n/render-message';

/**
 * A notification's text as it is stored: the English sentence (what `message` always held) and
 * its template with values, so each recipient reads it in the language they read the dashboard in.
 */
export const notificationText = (written: Message) => ({
  message: englishText(written),
  messageTemplate: written.template,
  messageValues: written.values as Record<string, MessageValue>,
});

export interface StoredNotificationText {
  message: string;
  messageTemplate: string | null;
  messageValues: unknown;
}

/** The text in `language`; a notification stored before templates keeps its English. */
export function notificationMessageIn(row: StoredNotificationText, language: DashboardLanguage): string {
  const written = { template: row.messageTemplate, values: row.messageValues ?? {} };
  return isMessage(written) ? renderMessage(written, language) : row.message;
}
