import type { NotificationAudience, NotificationTopic } from '../../../gql/graphql';

/** What each topic means, in the words of the settings tab. */
export const TOPIC_TEXTS: Record<NotificationTopic, { label: string; help: string }> = {
  ReviewUsers: {
    label: 'People asking to join',
    help: 'Someone with an address of your domain signed up and waits for an Admin.',
  },
  NewFeedback: { label: 'New feedback', help: 'A visitor left feedback on a product.' },
  AttentionRecommended: {
    label: 'Attention recommended',
    help: 'A campaign response sounds unhappy and deserves a look.',
  },
  WeeklyReport: { label: 'Weekly report', help: "A summary of each product's feedback, every Monday." },
  ExportReady: { label: 'Export ready', help: 'An export finished and can be downloaded.' },
};

export const AUDIENCE_LABELS: Record<NotificationAudience, string> = {
  Admins: 'Admins',
  Everyone: 'Admins and the product’s Members',
  Requester: 'The person who asked',
};
