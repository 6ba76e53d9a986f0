import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify } from '@hearback/shared';
import { Flex, Switch, Typography } from 'antd';
import { type SettingsT, useSettingsTranslation } from '../../../i18n/translations';
import { UpdateMyEmailSwitchesMutation } from '../api/update-my-email-switches-mutation';

type EmailSwitch = 'isCampaignNotificationEnabled' | 'isReportNotificationEnabled';

/** The caller's profile as far as the switches need it; the account page and this tab pass their own. */
export type EmailSwitchesOwner = { id: string } & Record<EmailSwitch, boolean>;

// Named after what each switch silences (server: notification-rules), not after the field.
const switches = (t: SettingsT): Array<{ key: EmailSwitch; label: string; help: string }> => [
  {
    key: 'isCampaignNotificationEnabled',
    label: t('Feedback e-mails'),
    help: t(
      'New feedback and campaign responses that need attention, when your organisation sends them by e-mail.',
    ),
  },
  {
    key: 'isReportNotificationEnabled',
    label: t('Weekly report e-mails'),
    help: t('The weekly summary of the products you work on.'),
  },
];

/**
 * The caller's own choice, on top of the organisation's rules; join requests and exports always
 * arrive. Each switch saves at once: a preference is one decision, not part of a form. Shown on
 * the account page and on the notifications tab, the same two switches with the same words.
 */
export function MyEmailSwitches({ me }: { me: EmailSwitchesOwner }) {
  const { t } = useSettingsTranslation();
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
      {switches(t).map(({ key, label, help }) => (
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
