/**
 * Names of the API's enums as users read them. Each takes the screen's `t`, so a label is looked up
 * when the screen renders, in the language it renders in.
 */
import type {
  CampaignRecurrence,
  CampaignSource,
  CampaignStatus,
  SentimentLabel,
  WidgetPurpose,
} from '../gql/graphql';
import type { CampaignsT } from '../i18n/translations';

export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = [
  'Draft',
  'Scheduled',
  'Running',
  'Paused',
  'Finished',
];
export const CAMPAIGN_SOURCES: readonly CampaignSource[] = ['Email', 'Widget', 'Link'];
export const WIDGET_PURPOSES: readonly WidgetPurpose[] = [
  'ProvideFeedback',
  'LeaveMessage',
  'PhoneCall',
  'CustomQuestion',
];
export const RECURRENCES: readonly CampaignRecurrence[] = ['None', 'Daily', 'Weekly'];

export function statusLabel(t: CampaignsT, status: CampaignStatus): string {
  switch (status) {
    case 'Draft':
      return t('Draft');
    case 'Scheduled':
      return t('Scheduled');
    case 'Running':
      return t('Running');
    case 'Paused':
      return t('Paused');
    case 'Finished':
      return t('Finished');
  }
}

export function sourceLabel(t: CampaignsT, source: CampaignSource): string {
  switch (source) {
    case 'Email':
      return t('E-mail');
    case 'Widget':
      return t('Widget');
    case 'Link':
      return t('Link / QR code');
  }
}

export function purposeLabel(t: CampaignsT, purpose: WidgetPurpose): string {
  switch (purpose) {
    case 'ProvideFeedback':
      return t('Provide feedback');
    case 'LeaveMessage':
      return t('Leave a message');
    case 'PhoneCall':
      return t('Request a phone call');
    case 'CustomQuestion':
      return t('Custom questions');
  }
}

export function recurrenceLabel(t: CampaignsT, recurrence: CampaignRecurrence): string {
  switch (recurrence) {
    case 'None':
      return t('Once');
    case 'Daily':
      return t('Every day');
    case 'Weekly':
      return t('Every week');
  }
}

export function sentimentLabel(t: CampaignsT, sentiment: SentimentLabel): string {
  switch (sentiment) {
    case 'Positive':
      return t('Positive');
    case 'Neutral':
      return t('Neutral');
    case 'Negative':
      return t('Negative');
  }
}
