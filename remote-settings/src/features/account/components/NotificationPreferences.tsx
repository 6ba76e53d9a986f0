import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify } from '@hearback/shared';
import { Flex, Switch, Typography } from 'antd';
import type { AccountQuery as AccountQueryResult } from '../../../gql/graphql';
import { UpdateMeMutation } from '../api/update-me-mutation';

type Preference = 'isCampaignNotificationEnabled' | 'isReportNotificationEnabled';

const PREFERENCES: Array<{ key: Preference; label: string; help: string }> = [
  {
    key: 'isCampaignNotificationEnabled',
    label: 'Campaign e-mails',
    help: 'E-mails about your campaigns and their answers.',
  },
  {
    key: 'isReportNotificationEnabled',
    label: 'Report e-mails',
    help: 'Periodic e-mail reports about your feedback.',
  },
];

/** Each switch saves at once: a preference is one decision, not part of a form. */
export function NotificationPreferences({ me }: { me: AccountQueryResult['me'] }) {
  const [updateMe, { loading }] = useMutation(UpdateMeMutation);
  const notify = useNotify();

  const change = async (key: Preference, value: boolean) => {
    try {
      await updateMe({ variables: { update: { [key]: value } } });
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  return (
    <Flex vertical gap={16}>
      {PREFERENCES.map(({ key, label, help }) => (
        <Flex key={key} gap={12} align="center">
          <Switch
            id={`preference-${key}`}
            aria-label={label}
            checked={me[key]}
            loading={loading}
            onChange={(value) => void change(key, value)}
          />
          <Flex vertical>
            <label htmlFor={`preference-${key}`}>
              <Typography.Text strong>{label}</Typography.Text>
            </label>
            <Typography.Text type="secondary">{help}</Typography.Text>
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
