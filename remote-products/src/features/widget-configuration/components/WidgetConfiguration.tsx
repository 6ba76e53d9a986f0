import { useQuery } from '@apollo/client/react';
import { ALL_PRODUCTS, failureMessage, useNotify, useSession } from '@hearback/shared';
import { Button, Flex, Result, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useProductsTranslation } from '../../../i18n/translations';
import { WidgetSettingsQuery } from '../api/widget-settings-query';
import { WidgetSettingsForm } from './WidgetSettingsForm';

/**
 * /app/{productId}/configuration: the current product's widget. Settings load when a product is
 * current (spec section 4); a failed load is a warning notification (section 8) and a retry.
 */
export function WidgetConfiguration({ productId }: { productId: string }) {
  const { t } = useProductsTranslation();
  const { isAdmin, user } = useSession();
  const notify = useNotify();
  const noProduct = productId === ALL_PRODUCTS;
  const { data, loading, error, refetch } = useQuery(WidgetSettingsQuery, {
    variables: { productId },
    skip: noProduct,
  });

  useEffect(() => {
    if (error) notify.warning(failureMessage(error), t('Widget settings could not be loaded'));
  }, [error, notify, t]);

  const title = (
    <Typography.Title level={2} style={{ margin: 0 }}>
      {t('Widget configuration')}
    </Typography.Title>
  );

  if (noProduct) {
    return (
      <Flex vertical gap={16}>
        {title}
        <Result
          status="info"
          title={t('Pick a product')}
          subTitle={t('Each product has its own widget: choose one in the product switcher to configure it.')}
        />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      {title}
      {loading && !data && <Skeleton active />}
      {error && !data && (
        <Result
          status="warning"
          title={t('The widget settings could not be loaded')}
          subTitle={failureMessage(error)}
          extra={<Button onClick={() => void refetch()}>{t('Try again')}</Button>}
        />
      )}
      {data && (
        <WidgetSettingsForm
          key={data.widgetSettings.id}
          productId={productId}
          settings={data.widgetSettings}
          widgetKey={user?.organization?.widgetKey ?? ''}
          canEdit={isAdmin}
        />
      )}
    </Flex>
  );
}
