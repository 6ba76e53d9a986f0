/** The dashboard: a skip link, black sider, header, the remote's page, and the review panel. */
import { Layout } from 'antd';
import { useShellTranslation } from '../../i18n/translations';
import { ReviewPanel } from '../review/ReviewPanel';
import { AppHeader } from './AppHeader';
import { CurrentRemote } from './CurrentRemote';
import { SideNavigation } from './SideNavigation';

/** The page's main landmark; the skip link moves the keyboard focus to it. */
export const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  const { t } = useShellTranslation();
  return (
    <>
      {/* First in the tab order, so a keyboard skips the navigation and header (index.html styles it). */}
      <a className="hearback-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('Skip to content')}
      </a>
      <Layout style={{ minHeight: '100vh' }}>
        <SideNavigation />
        <Layout>
          <AppHeader />
          <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: 24 }}>
            <CurrentRemote />
          </Layout.Content>
        </Layout>
        <ReviewPanel />
      </Layout>
    </>
  );
}
