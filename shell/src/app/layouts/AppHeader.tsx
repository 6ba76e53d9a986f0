/** The 80 px header of the dashboard: product switcher on the left, review, notifications and user menu on the right. */
import { HEADER_HEIGHT } from '@hearback/shared';
import { Flex, Layout } from 'antd';
import { NotificationBell } from '../notifications/NotificationBell';
import { ProductSwitcher } from '../product-switcher/ProductSwitcher';
import { ReviewUsersButton } from '../review/ReviewUsersButton';
import { UserMenu } from './UserMenu';

export function AppHeader() {
  return (
    <Layout.Header style={{ height: HEADER_HEIGHT, background: '#fff', paddingInline: 24 }}>
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <ProductSwitcher />
        <Flex align="center" gap="middle">
          <ReviewUsersButton />
          <NotificationBell />
          <UserMenu />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
