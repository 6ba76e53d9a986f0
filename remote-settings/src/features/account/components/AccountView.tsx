import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { MyEmailSwitches } from '../../notification-settings/components/MyEmailSwitches';
import { AccountQuery } from '../api/account-query';
import { PhotoField } from './PhotoField';
import { ProfileForm } from './ProfileForm';

const formatActivity = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString() : 'No activity recorded yet';

/** The caller's account: photo, names, e-mail preferences and when they were last active. */
export function AccountView() {
  const { data, loading, error, refetch } = useQuery(AccountQuery, { fetchPolicy: 'cache-and-network' });

  if (loading && !data) return <Skeleton active />;
  if (error && !data) {
    return (
      <Result
        status="error"
        title="Your account could not be loaded"
        subTitle={failureMessage(error)}
        extra={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  const me = data?.me;
  if (!me) return null;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>Account</Typography.Title>
      <Card title="Your details">
        <PhotoField me={me} />
        <Descriptions
          column={1}
          style={{ marginBottom: 24 }}
          items={[
            { key: 'email', label: 'E-mail', children: me.email },
            { key: 'lastActivity', label: 'Last activity', children: formatActivity(me.lastActivity) },
          ]}
        />
        <ProfileForm me={me} />
      </Card>
      <Card title="E-mail notifications">
        <MyEmailSwitches me={me} />
      </Card>
    </Flex>
  );
}
