/** The dashboard: black sider, header, the remote's page, and the review panel. */
import { Layout } from 'antd';
import { ReviewPanel } from '../review/ReviewPanel';
import { AppHeader } from './AppHeader';
import { CurrentRemote } from './CurrentRemote';
import { SideNavigation } from './SideNavigation';

export function AppLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SideNavigation />
      <Layout>
        <AppHeader />
        <Layout.Content style={{ padding: 24 }}>
          <CurrentRemote />
        </Layout.Content>
      </Layout>
      <ReviewPanel />
    </Layout>
  );
}
