/**
 * Theme, language (antd's texts and direction follow the dashboard's), antd App context (message/notification/modal hooks) and the Apollo client. The shell
 * renders it once; a remote mounted standalone in its own React root wraps itself in it.
 */
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { getApolloClient } from '../apollo/apollo-client';
import { dashboardI18n } from '../i18n/dashboard-i18n';
import { antdLocaleFor } from '../i18n/language-support';
import { useDashboardLanguage } from '../i18n/use-dashboard-language';
import { sessionStore as pageSessionStore } from '../session/page-session';
import { SessionStoreContext } from '../session/session-context';
import type { SessionStore } from '../session/session-store';
import { usePrefersReducedMotion } from '../theme/reduced-motion';
import { activeThemeConfig } from '../theme/static-styles';
import { withoutMotion } from '../theme/theme-config';

export interface AppProvidersProps {
  children: ReactNode;
  /** The page's client by default; tests pass one with a fetch stub. */
  client?: ApolloClient;
  /** The page's session by default; tests pass one built on a fake Firebase auth. */
  session?: SessionStore;
}

export function AppProviders({ children, client, session }: AppProvidersProps) {
  const reducedMotion = usePrefersReducedMotion();
  const language = useDashboardLanguage();
  // antd's own motion (modals, drawers, menus, tabs) stops when the system asks for less motion.
  const theme = useMemo(
    () => (reducedMotion ? withoutMotion(activeThemeConfig()) : activeThemeConfig()),
    [reducedMotion],
  );
  return (
    <ConfigProvider theme={theme} locale={antdLocaleFor(language)} direction={dashboardI18n.dir(language)}>
      <AntdApp>
        <ApolloProvider client={client ?? getApolloClient()}>
          <SessionStoreContext.Provider value={session ?? pageSessionStore}>
            {children}
          </SessionStoreContext.Provider>
        </ApolloProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
