import { useQuery } from '@apollo/client/react';
import { failureMessage, useSession } from '@hearback/shared';
import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useSettingsTranslation } from '../../../i18n/translations';
import { NotificationSettingsQuery } from '../api/notification-settings-query';
import { MyEmailSwitches } from './MyEmailSwitches';
import { NotificationRulesTable } from './NotificationRulesTable';

/** The notifications tab: the organisation's rules (Admins change them) and the caller's own e-mails. */
export function NotificationSettingsView() {
  const { t } = useSettingsTranslation();
  const { isAdmin } = useSession();
  const { data, loading, error, refetch } = useQuery(NotificationSettingsQuery, {
    fetchPolicy: 'cache-and-network',
  });

  if (loading && !data) return <Skeleton active />;
  if (error && !data) {
    return (
      <Result
        status="warning"
        title={t('The notification settings could not be loaded')}
        subTitle={failureMessage(error)}
        extra={<Button onClick={() => void refetch()}>{t('Try again')}</Button>}
      />
    );
  }
  if (!data) return null;
  return (
    <Flex vertical gap={24} style={{ maxWidth: 960 }}>
      <Card title={t("Your organisation's rules")}>
        <Typography.Paragraph type="secondary">
          {isAdmin
            ? t('Who hears of what, by e-mail and in the app. Changes apply to everyone at once.')
            : t('Who hears of what, by e-mail and in the app. Only an Admin can change these rules.')}
        </Typography.Paragraph>
        <NotificationRulesTable rules={data.notificationSettings} canEdit={isAdmin} />
      </Card>
      {data.me && (
        <Card title={t('Your e-mails')}>
          <MyEmailSwitches me={data.me} />
        </Card>
      )}
    </Flex>
  );
}
