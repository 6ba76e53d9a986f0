import { useQuery } from '@apollo/client/react';
import { Tag, Typography } from 'antd';
import { useProductsTranslation } from '../../../i18n/translations';
import { OrganisationTrialQuery } from '../api/organisation-trial-query';

export function TrialDaysLeft() {
  const { t } = useProductsTranslation();
  const { data, error } = useQuery(OrganisationTrialQuery, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <Typography.Text type="secondary">{t('Unknown')}</Typography.Text>;
  if (!data) return null;
  const days = data.organisationTrial.trial;
  return (
    <Tag color={days > 0 ? 'green' : 'red'}>
      {days > 0 ? t('{{count}} days left', { count: days }) : t('Trial ended')}
    </Tag>
  );
}
