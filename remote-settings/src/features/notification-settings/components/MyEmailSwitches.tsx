import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify } from '@hearback/shared';
import { Flex, Switch, Typography } from 'antd';
import type { NotificationSettingsQuery } from '../../../gql/graphql';
import { UpdateMyEmailSwitchesMutation } from '../api/update-my-email-switches-mutation';

type Me = NonNullable<NotificationSettingsQuery['me']>;
type EmailSwitch = 'isCampaignNotificationEnabled' | 'isReportNotificationEnabled';

const SWITCHES: Array<{ key: EmailSwitch; label: string; help: string }> = [
  {
    key: 'isCampaignNotificationEnabled',
    label: 'Feedback e-mails',
    help: 'New feedback and responses that need attention, when your organisation sends them by e-mail.',
  },
  {
    key: 'isReportNotificationEnabled',
    label: 'Weekly report e-mails',
    help: 'The weekly summary of the products you work on.',
  },
];

/** The caller's own choice, on top of the organisation's rules; join requests and exports always arrive. */
export function MyEmailSwitches({ me }: { me: Me }) {
  const [updateMe, { loading }] = useMutation(UpdateMyEmailSwitchesMutation);
  const notify = useNotify();

  const change = async (key: EmailSwitch, value: boolean) => {
    try {
      await updateMe({ variables: { update: { [key]: value } } });
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  return (
    <Flex vertical gap={16}>
      {SWITCHES.map(({ key, label, help }) => (
        <Flex key={key} gap={12} align="center">
          <Switch
            id={`my-${key}`}
            aria-label={label}
            checked={me[key]}
            loading={loading}
            onChange={(value) => void change(key, value)}
          />
          <Flex vertical>
            <label htmlFor={`my-${key}`}>
              <Typography.Text strong>{label}</Typography.Text>
            </label>
            <Typography.Text type="secondary">{help}</Typography.Text>
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
