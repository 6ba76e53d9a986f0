/** The black sider: the current product's pages, then the organisation's. */
import { BRAND_COLOR, HEADER_HEIGHT, productIdOf, useCurrentProduct } from '@hearback/shared';
import { Layout, Menu, type MenuProps, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useShellTranslation } from '../../i18n/translations';
import { organisationNavigation, productNavigation, selectedNavigationKey } from './navigation-items';

export function SideNavigation() {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  const { productId } = useCurrentProduct();
  const organisationItems = organisationNavigation();
  const productItems = productNavigation(productIdOf(pathname) ?? productId);
  const selected = selectedNavigationKey(pathname, [...productItems, ...organisationItems]);
  const toMenuItem = (item: { key: string; label: string; to: string }) => ({
    key: item.key,
    label: <Link to={item.to}>{item.label}</Link>,
  });
  const items: MenuProps['items'] = [
    ...productItems.map(toMenuItem),
    { type: 'divider' },
    ...organisationItems.map(toMenuItem),
  ];
  return (
    // The sider is antd's <aside>; what it holds is the site's navigation, so the landmark is the <nav>.
    <Layout.Sider width={240} role="none">
      <nav aria-label={t('Main navigation')}>
        <div style={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', paddingInline: 24 }}>
          {/* The brand green where it reaches 4.95:1: on the black sider. */}
          <Typography.Title level={3} style={{ color: BRAND_COLOR, margin: 0 }}>
            Hearback
          </Typography.Title>
        </div>
        <Menu theme="dark" mode="inline" items={items} selectedKeys={selected ? [selected] : []} />
      </nav>
    </Layout.Sider>
  );
}
