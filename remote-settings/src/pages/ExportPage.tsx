import { ALL_PRODUCTS } from '@hearback/shared';
import { Flex, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ExportView } from '../features/export/components/ExportView';
import { useSettingsTranslation } from '../i18n/translations';

/** /app/{productId}/settings/export. */
export function ExportPage() {
  const { t } = useSettingsTranslation();
  const { productId = ALL_PRODUCTS } = useParams();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('Export')}
      </Typography.Title>
      <ExportView key={productId} productId={productId} />
    </Flex>
  );
}
