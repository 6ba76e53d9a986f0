/** The black sider: the current product's pages, then the organisation's. */
import { HEADER_HEIGHT, productIdOf, useCurrentProduct } from '@hearback/shared';
import { Layout, Menu, type MenuProps, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { organisationNavigation, productNavigation, selectedNavigationKey } from './navigation-items';

export function SideNavigation() {
  const { pathname } = useLocation();
  const { productId } = useCurrentProduct();
  const productItems = productNavigation(productIdOf(pathname) ?? productId);
  const selected = selectedNavigationKey(pathname, [...productItems, ...organisationNavigation]);
  const toMenuItem = (item: { key: string; label: string; to: string }) => ({
    key: item.key,
    label: <Link to={item.to}>{item.label}</Link>,
  });
  const items: MenuProps['items'] = [
    ...productItems.map(toMenuItem),
    { type: 'divider' },
    ...organisationNavigation.map(toMenuItem),
  ];
  return (
    <Layout.Sider width={240} aria-label="Main navigation">
      <div style={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', paddingInline: 24 }}>
        <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}>
          Hearback
        </Typography.Title>
      </div>
      <Menu theme="dark" mode="inline" items={items} selectedKeys={selected ? [selected] : []} />
    </Layout.Sider>
  );
}
