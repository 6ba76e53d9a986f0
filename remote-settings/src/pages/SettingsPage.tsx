import { ALL_PRODUCTS, buildPath } from '@hearback/shared';
import { Flex, Tabs, Typography } from 'antd';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { ApiKeysView } from '../features/api-keys/components/ApiKeysView';
import { AuditLogView } from '../features/audit-log/components/AuditLogView';
import { GeneralSettingsView } from '../features/general-settings/components/GeneralSettingsView';
import { NotificationSettingsView } from '../features/notification-settings/components/NotificationSettingsView';
import { PrivacySettingsView } from '../features/privacy-settings/components/PrivacySettingsView';

/** The tabs of /settings/{type}, in order; the first is where the sider's Settings entry leads. */
export const SETTINGS_TABS = [
  { key: 'general', label: 'General' },
  { key: 'notifications', label: 'Notifications' },
  { key: 'privacy', label: 'Privacy' },
  { key: 'api', label: 'API' },
  { key: 'audit', label: 'Audit log' },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['key'];

const isSettingsTab = (type: string | undefined): type is SettingsTab =>
  SETTINGS_TABS.some((tab) => tab.key === type);

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
  const { productId = ALL_PRODUCTS, type } = useParams();
  const navigate = useNavigate();
  if (!isSettingsTab(type)) {
    return <Navigate to={buildPath('settings', { productId, type: SETTINGS_TABS[0].key })} replace />;
  }
  return (
    <Flex vertical gap={8}>
      {/* Roles and Export are pages of their own: their links sit beside the title, since a tab
          list may hold only tabs (links in antd's tab bar extra sit inside role="tablist"). */}
      <Flex align="center" justify="space-between" gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Settings
        </Typography.Title>
        <Flex gap={16}>
          <Link to={buildPath('settingsRoles', { productId })}>Roles</Link>
          <Link to={buildPath('settingsExport', { productId })}>Export</Link>
        </Flex>
      </Flex>
      <Tabs
        activeKey={type}
        destroyOnHidden
        onChange={(key) => navigate(buildPath('settings', { productId, type: key }))}
        items={SETTINGS_TABS.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: tab.key === type ? tabContent(tab.key, productId) : null,
        }))}
      />
    </Flex>
  );
}
