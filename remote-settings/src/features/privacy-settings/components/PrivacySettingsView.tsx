import { useQuery } from '@apollo/client/react';
import { failureMessage, useSession } from '@hearback/shared';
import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { useSettingsTranslation } from '../../../i18n/translations';
import { PrivacySettingsQuery } from '../api/privacy-settings-query';
import { DeletionLog } from './DeletionLog';
import { EraseContactForm } from './EraseContactForm';
import { RetentionForm } from './RetentionForm';

/** The privacy tab: the retention period (everyone reads it), erasure and the deletion log (Admins). */
export function PrivacySettingsView() {
  const { t } = useSettingsTranslation();
  const { isAdmin } = useSession();
  const { data, loading, error, refetch } = useQuery(PrivacySettingsQuery, {
    fetchPolicy: 'cache-and-network',
  });

  if (loading && !data) return <Skeleton active />;
  if (error && !data) {
    return (
      <Result
        status="warning"
        title={t('The privacy settings could not be loaded')}
        subTitle={failureMessage(error)}
        extra={<Button onClick={() => void refetch()}>{t('Try again')}</Button>}
      />
    );
  }
  if (!data) return null;
  return (
    <Flex vertical gap={24} style={{ maxWidth: 960 }}>
      <Card title={t('Retention')}>
        <RetentionForm
          key={String(data.privacySettings.retentionDays)}
          settings={data.privacySettings}
          canEdit={isAdmin}
        />
      </Card>
      {isAdmin && (
        <Card title={t('Erase a contact')}>
          <EraseContactForm />
        </Card>
      )}
      {isAdmin && (
        <Card title={t('What was deleted')}>
          <DeletionLog />
        </Card>
      )}
    </Flex>
  );
}
