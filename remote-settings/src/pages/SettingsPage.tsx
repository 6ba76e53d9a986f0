import { ALL_PRODUCTS, buildPath } from '@hearback/shared';
import { Flex, Tabs, Typography } from 'antd';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { ApiKeysView } from '../features/api-keys/components/ApiKeysView';
import { AuditLogView } from '../features/audit-log/components/AuditLogView';
import { GeneralSettingsView } from '../features/general-settings/components/GeneralSettingsView';
import { NotificationSettingsView } from '../features/notification-settings/components/NotificationSettingsView';
import { PrivacySettingsView } from '../features/privacy-settings/components/PrivacySettingsView';
import { type SettingsT, useSettingsTranslation } from '../i18n/translations';

/** The tabs of /settings/{type}, in order; the first is where the sider's Settings entry leads. */
export const SETTINGS_TABS = ['general', 'notifications', 'privacy', 'api', 'audit'] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number];

const isSettingsTab = (type: string | undefined): type is SettingsTab =>
  SETTINGS_TABS.some((tab) => tab === type);

function tabLabel(t: SettingsT, tab: SettingsTab): string {
  switch (tab) {
    case 'general':
      return t('General');
    case 'notifications':
      return t('Notifications');
    case 'privacy':
      return t('Privacy');
    case 'api':
      return t('API');
    case 'audit':
      return t('Audit log');
  }
}

function tabContent(tab: SettingsTab, productId: string) {
  switch (tab) {
    case 'general':
      return <GeneralSettingsView key={productId} productId={productId} />;
    case 'notifications':
      return <NotificationSettingsView />;
    case 'privacy':
      return <PrivacySettingsView />;
    case 'api':
      return <ApiKeysView />;
    case 'audit':
      return <AuditLogView />;
  }
}

/** /app/{productId}/settings/{type}: one tab per type, the tab in the URL (an unknown one opens General). */
export function SettingsPage() {
  const { t } = useSettingsTranslation();
  const { productId = ALL_PRODUCTS, type } = useParams();
  const navigate = useNavigate();
  if (!isSettingsTab(type)) {
    return <Navigate to={buildPath('settings', { productId, type: SETTINGS_TABS[0] })} replace />;
  }
  return (
    <Flex vertical gap={8}>
      {/* Roles and Export are pages of their own: their links sit beside the title, since a tab
          list may hold only tabs (links in antd's tab bar extra sit inside role="tablist"). */}
      <Flex align="center" justify="space-between" gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('Settings')}
        </Typography.Title>
        <Flex gap={16}>
          <Link to={buildPath('settingsRoles', { productId })}>{t('Roles')}</Link>
          <Link to={buildPath('settingsExport', { productId })}>{t('Export')}</Link>
        </Flex>
      </Flex>
      <Tabs
        activeKey={type}
        destroyOnHidden
        onChange={(key) => navigate(buildPath('settings', { productId, type: key }))}
        items={SETTINGS_TABS.map((tab) => ({
          key: tab,
          label: tabLabel(t, tab),
          children: tab === type ? tabContent(tab, productId) : null,
        }))}
      />
    </Flex>
  );
}
