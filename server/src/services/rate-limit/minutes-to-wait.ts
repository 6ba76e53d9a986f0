import { type Message, message } from '../../i18n/message';

/** "1 minute", "12 minutes": a wait rounded up to whole minutes, for the sentence of a refusal. */
export function minutesToWait(seconds: number): Message {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1
    ? message('{{count}} minute', { count: minutes })
    : message('{{count}} minutes', { count: minutes });
}
