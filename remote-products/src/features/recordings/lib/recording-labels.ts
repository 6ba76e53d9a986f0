import { currentDashboardLanguage, formatDuration } from '@hearback/shared';
import type { RecordingFieldsFragment, SentimentLabel, WidgetPurpose } from '../../../gql/graphql';
import { productsText as t } from '../../../i18n/translations';

/** Every purpose of the schema, in the order the filter offers them (a link's value is checked against it). */
export const WIDGET_PURPOSES: readonly WidgetPurpose[] = [
  'LeaveMessage',
  'PhoneCall',
  'ProvideFeedback',
  'CustomQuestion',
];

export function purposeLabel(purpose: WidgetPurpose): string {
  switch (purpose) {
    case 'LeaveMessage':
      return t('Voice message');
    case 'PhoneCall':
      return t('Call-back request');
    case 'ProvideFeedback':
      return t('Feedback');
    case 'CustomQuestion':
      return t('Custom question');
  }
}

export const SENTIMENT_LABELS: readonly SentimentLabel[] = ['Positive', 'Neutral', 'Negative'];

export const SENTIMENT_COLOURS: Record<SentimentLabel, string> = {
  Positive: 'green',
  Neutral: 'default',
  Negative: 'red',
};

export function sentimentLabel(label: SentimentLabel): string {
  switch (label) {
    case 'Positive':
      return t('Positive');
    case 'Neutral':
      return t('Neutral');
    case 'Negative':
      return t('Negative');
  }
}

/** A score in [-1, 1] with two decimals, as the user's language writes decimals. */
export const formatScore = (score: number) =>
  new Intl.NumberFormat(currentDashboardLanguage(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(score);

export const formatDateTime = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(currentDashboardLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
        date,
      );
};

/** One line that says what the visitor left, for the list. */
export function recordingSummary(recording: RecordingFieldsFragment): string {
  const text = recording.text ?? recording.transcript ?? recording.answers[0]?.answer;
  if (text) return text;
  if (recording.phoneNumber) return t('Call back {{phoneNumber}}', { phoneNumber: recording.phoneNumber });
  if (recording.audio) {
    return recording.audio.durationMs
      ? t('Voice message ({{duration}})', { duration: formatDuration(recording.audio.durationMs) })
      : t('Voice message');
  }
  return '';
}

/** The visitor's name or e-mail, whichever the widget collected. */
export const contactLabel = (recording: RecordingFieldsFragment) =>
  recording.contact.name ?? recording.contact.email ?? recording.contact.phoneNumber ?? t('Anonymous');
