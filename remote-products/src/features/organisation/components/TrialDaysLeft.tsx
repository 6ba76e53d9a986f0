import { useQuery } from '@apollo/client/react';
import { Tag, Typography } from 'antd';
import { OrganisationTrialQuery } from '../api/organisation-trial-query';

export function trialText(days: number): string {
  if (days <= 0) return 'Trial ended';
  return days === 1 ? '1 day left' : `${days} days left`;
}

export function TrialDaysLeft() {
  const { data, error } = useQuery(OrganisationTrialQuery, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <Typography.Text type="secondary">Unknown</Typography.Text>;
  if (!data) return null;
  const days = data.organisationTrial.trial;
  return <Tag color={days > 0 ? 'green' : 'red'}>{trialText(days)}</Tag>;
}
