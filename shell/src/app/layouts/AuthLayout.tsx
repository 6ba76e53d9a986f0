/** Sign-in, sign-up, verification and waiting pages: a centred card, no navigation. */
import { Card, Flex, Layout, Typography } from 'antd';
import { CurrentRemote } from './CurrentRemote';

export function AuthLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex vertical align="center" justify="center" gap="large" style={{ minHeight: '100vh', padding: 24 }}>
        <header>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Hearback
          </Typography.Title>
        </header>
        <Layout.Content style={{ width: '100%', maxWidth: 480, flex: 'none' }}>
          <Card>
            <CurrentRemote />
          </Card>
        </Layout.Content>
      </Flex>
    </Layout>
  );
}
