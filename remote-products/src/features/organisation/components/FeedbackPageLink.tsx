import { useQuery } from '@apollo/client/react';
import { buildPath, FEEDBACK_ORGANISATION_PARAM, failureMessage } from '@hearback/shared';
import { Typography } from 'antd';
import { useProductsTranslation } from '../../../i18n/translations';
import { OrganisationFeedbackQuery } from '../api/organisation-feedback-query';

export const feedbackPageUrl = (organisationId: string): string =>
  `${window.location.origin}${buildPath('feedback')}?${FEEDBACK_ORGANISATION_PARAM}=${encodeURIComponent(organisationId)}`;

/**
 * The public feedback page of the organisation, checked through the same public query the page
 * itself runs, so the link is only offered when it will work.
 */
export function FeedbackPageLink({ organisationId }: { organisationId: string }) {
  const { t } = useProductsTranslation();
  const { data, error } = useQuery(OrganisationFeedbackQuery, {
    variables: { id: organisationId },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) return <Typography.Text type="secondary">{failureMessage(error)}</Typography.Text>;
  if (!data) return null;
  const url = feedbackPageUrl(organisationId);
  return (
    <Typography.Link
      href={url}
      target="_blank"
      rel="noreferrer"
      copyable={{ text: url, tooltips: [t('Copy link'), t('Copied')] }}
    >
      {url}
    </Typography.Link>
  );
}
