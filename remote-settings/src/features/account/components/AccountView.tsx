import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { formatDateTime, useSettingsTranslation } from '../../../i18n/translations';
import { MyEmailSwitches } from '../../notification-settings/components/MyEmailSwitches';
import { AccountQuery } from '../api/account-query';
import { LanguageField } from './LanguageField';
import { PhotoField } from './PhotoField';
import { ProfileForm } from './ProfileForm';

/** The caller's account: photo, names, e-mail preferences and when they were last active. */
export function AccountView() {
  const { t } = useSettingsTranslation();
  const { data, loading, error, refetch } = useQuery(AccountQuery, { fetchPolicy: 'cache-and-network' });

  if (loading && !data) return <Skeleton active />;
  if (error && !data) {
    return (
      <Result
        status="error"
        title={t('Your account could not be loaded')}
        subTitle={failureMessage(error)}
        extra={<Button onClick={() => void refetch()}>{t('Try again')}</Button>}
      />
    );
  }
  const me = data?.me;
  if (!me) return null;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>{t('Account')}</Typography.Title>
      <Card title={t('Your details')}>
        <PhotoField me={me} />
        <Descriptions
          column={1}
          style={{ marginBottom: 24 }}
          items={[
            { key: 'email', label: t('E-mail'), children: me.email },
            {
              key: 'lastActivity',
              label: t('Last activity'),
              children: me.lastActivity ? formatDateTime(me.lastActivity) : t('No activity recorded yet'),
            },
          ]}
        />
        <ProfileForm me={me} />
      </Card>
      <Card title={t('Dashboard language')}>
        <LanguageField />
      </Card>
      <Card title={t('E-mail notifications')}>
        <MyEmailSwitches me={me} />
      </Card>
    </Flex>
  );
}
