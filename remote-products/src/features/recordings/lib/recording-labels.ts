import { formatDuration } from '@hearback/shared';
import type { RecordingFieldsFragment, SentimentLabel, WidgetPurpose } from '../../../gql/graphql';

export const PURPOSE_LABELS: Record<WidgetPurpose, string> = {
  LeaveMessage: 'Voice message',
  PhoneCall: 'Call-back request',
  ProvideFeedback: 'Feedback',
  CustomQuestion: 'Custom question',
};

export const SENTIMENT_COLOURS: Record<SentimentLabel, string> = {
  Positive: 'green',
  Neutral: 'default',
  Negative: 'red',
};

export const formatDateTime = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

/** One line that says what the visitor left, for the list. */
export function recordingSummary(recording: RecordingFieldsFragment): string {
  const text = recording.text ?? recording.transcript ?? recording.answers[0]?.answer;
  if (text) return text;
  if (recording.phoneNumber) return `Call back ${recording.phoneNumber}`;
  if (recording.audio) {
    return recording.audio.durationMs
      ? `Voice message (${formatDuration(recording.audio.durationMs)})`
      : 'Voice message';
  }
  return '';
}

/** The visitor's name or e-mail, whichever the widget collected. */
export const contactLabel = (recording: RecordingFieldsFragment) =>
  recording.contact.name ?? recording.contact.email ?? recording.contact.phoneNumber ?? 'Anonymous';
