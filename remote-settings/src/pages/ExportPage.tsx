import { ALL_PRODUCTS } from '@hearback/shared';
import { Flex, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ExportView } from '../features/export/components/ExportView';

/** /app/{productId}/settings/export. */
export function ExportPage() {
  const { productId = ALL_PRODUCTS } = useParams();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Export
      </Typography.Title>
      <ExportView key={productId} productId={productId} />
    </Flex>
  );
}
