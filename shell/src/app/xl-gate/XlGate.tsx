/**
 * Spec section 1: below antd's xl breakpoint (1200 px) a usable user sees only a notice and a
 * Sign Out button. Signed-out visitors (they must still be able to sign in) and the public
 * feedback pages are never gated.
 */
import { findRoute, isSessionCheckSkipped, useSession } from '@hearback/shared';
import { Button, Flex, Grid, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellTranslation } from '../../i18n/translations';

export function XlGate({ children }: { children: ReactNode }) {
  const { t } = useShellTranslation();
  const screens = Grid.useBreakpoint();
  const { pathname } = useLocation();
  const { isUsable, status, signOut } = useSession();
  const isPublic = findRoute(pathname)?.route.layout === 'public' || isSessionCheckSkipped(pathname);
  // `xl` is undefined until antd has measured; treating that as "wide" avoids a notice flash on desktops.
  const tooNarrow = screens.xl === false;
  if (!tooNarrow || isPublic || status !== 'signedIn' || !isUsable) return children;
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '100vh', padding: 24 }}>
      <Typography.Title level={3} style={{ textAlign: 'center', margin: 0 }}>
        {t('This product is optimised for larger screens.')}
      </Typography.Title>
      <Typography.Paragraph style={{ textAlign: 'center' }}>
        {t('Please use a desktop to access the dashboard.')}
      </Typography.Paragraph>
      <Button type="primary" onClick={() => void signOut()}>
        {t('Sign Out')}
      </Button>
    </Flex>
  );
}
