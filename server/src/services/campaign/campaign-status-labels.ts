import type { CampaignStatus } from '../../generated/resolvers-types';
import { type Message, message } from '../../i18n/message';

/** A campaign's status inside a sentence, in the reader's language (the dashboard's own words). */
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, Message> = {
  Draft: message('Draft'),
  Scheduled: message('Scheduled'),
  Running: message('Running'),
  Paused: message('Paused'),
  Finished: message('Finished'),
};
