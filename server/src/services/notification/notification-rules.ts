import type { NotificationAudience, NotificationTopic } from '../../generated/resolvers-types';

/** How the organisation is told of one topic. */
export interface NotificationRule {
  audience: NotificationAudience;
  email: boolean;
  inApp: boolean;
}

/** In the order the settings tab lists them. */
export const NOTIFICATION_TOPICS: readonly NotificationTopic[] = [
  'ReviewUsers',
  'NewFeedback',
  'AttentionRecommended',
  'WeeklyReport',
  'ExportReady',
];

/**
 * Who each topic may go to. Only Admins can review people who ask to join; an export belongs to
 * whoever asked for it. Feedback and reports go to the Admins, or also to the Members who work
 * on the product.
 */
export const TOPIC_AUDIENCES: Record<NotificationTopic, readonly NotificationAudience[]> = {
  ReviewUsers: ['Admins'],
  NewFeedback: ['Admins', 'Everyone'],
  AttentionRecommended: ['Admins', 'Everyone'],
  WeeklyReport: ['Admins', 'Everyone'],
  ExportReady: ['Requester'],
};

/**
 * The rules of an organisation that changed nothing. New feedback can arrive by the hundred a day,
 * so it is in-app only until an Admin asks for e-mail; the weekly report is an e-mail by nature.
 */
export const DEFAULT_NOTIFICATION_RULES: Record<NotificationTopic, NotificationRule> = {
  ReviewUsers: { audience: 'Admins', email: true, inApp: true },
  NewFeedback: { audience: 'Everyone', email: false, inApp: true },
  AttentionRecommended: { audience: 'Everyone', email: true, inApp: true },
  WeeklyReport: { audience: 'Everyone', email: true, inApp: false },
  ExportReady: { audience: 'Requester', email: true, inApp: true },
};

/**
 * Which of a user's own switches (the account page, `updateMe`) can stop a topic's e-mails.
 * Topics that ask for an action (a join request, a finished export) are not optional.
 */
export const PERSONAL_EMAIL_SWITCH: Record<
  NotificationTopic,
  'isCampaignNotificationEnabled' | 'isReportNotificationEnabled' | null
> = {
  ReviewUsers: null,
  NewFeedback: 'isCampaignNotificationEnabled',
  AttentionRecommended: 'isCampaignNotificationEnabled',
  WeeklyReport: 'isReportNotificationEnabled',
  ExportReady: null,
};
