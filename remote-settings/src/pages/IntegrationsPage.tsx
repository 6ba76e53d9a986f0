import { ALL_PRODUCTS, buildPath } from '@hearback/shared';
import { Flex, Tabs, Typography } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { IntegrationsView } from '../features/integrations/components/IntegrationsView';
import {
  INTEGRATION_SOURCES,
  isIntegrationSource,
  kindOf,
  sourceLabel,
} from '../features/integrations/lib/sources';
import { useSettingsTranslation } from '../i18n/translations';

/** /app/{productId}/settings/integrations/{source}: a tab per source (an unknown one opens Slack). */
export function IntegrationsPage() {
  const { t } = useSettingsTranslation();
  const { productId = ALL_PRODUCTS, source } = useParams();
  const navigate = useNavigate();
  if (!isIntegrationSource(source)) {
    return (
      <Navigate
        to={buildPath('settingsIntegration', { productId, source: INTEGRATION_SOURCES[0].key })}
        replace
      />
    );
  }
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('Integrations')}
      </Typography.Title>
      <Tabs
        activeKey={source}
        destroyOnHidden
        onChange={(key) => navigate(buildPath('settingsIntegration', { productId, source: key }))}
        items={INTEGRATION_SOURCES.map((entry) => ({
          key: entry.key,
          label: sourceLabel(entry.kind),
          children: entry.key === source ? <IntegrationsView kind={kindOf(entry.key)} /> : null,
        }))}
      />
    </Flex>
  );
}
