import type { NotificationAudience, NotificationTopic } from '../../../gql/graphql';
import { settingsText as t } from '../../../i18n/translations';

/** What each topic means, in the words of the settings tab. */
export function topicTexts(topic: NotificationTopic): { label: string; help: string } {
  switch (topic) {
    case 'ReviewUsers':
      return {
        label: t('People asking to join'),
        help: t('Someone with an address of your domain signed up and waits for an Admin.'),
      };
    case 'NewFeedback':
      return { label: t('New feedback'), help: t('A visitor left feedback on a product.') };
    case 'AttentionRecommended':
      return {
        label: t('Attention recommended'),
        help: t('A campaign response sounds unhappy and deserves a look.'),
      };
    case 'WeeklyReport':
      return { label: t('Weekly report'), help: t("A summary of each product's feedback, every Monday.") };
    case 'ExportReady':
      return { label: t('Export ready'), help: t('An export finished and can be downloaded.') };
  }
}

export function audienceLabel(audience: NotificationAudience): string {
  switch (audience) {
    case 'Admins':
      return t('Admins');
    case 'Everyone':
      return t('Admins and the product’s Members');
    case 'Requester':
      return t('The person who asked');
  }
}
