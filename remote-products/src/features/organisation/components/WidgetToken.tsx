import { useMutation, useQuery } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useProductsTranslation } from '../../../i18n/translations';
import { RotateWidgetTokenMutation } from '../api/rotate-widget-token-mutation';
import { WidgetTokenQuery } from '../api/widget-token-query';

/** The widget's secret (Admins only): copied into a widget installation, rotated when it leaked. */
export function WidgetToken() {
  const { t } = useProductsTranslation();
  const { data, loading, error } = useQuery(WidgetTokenQuery, { fetchPolicy: 'network-only' });
  const [rotate, { loading: rotating }] = useMutation(RotateWidgetTokenMutation, {
    // WidgetToken has no id: the query's answer is replaced by hand.
    update(cache, { data: rotated }) {
      if (rotated)
        cache.writeQuery({ query: WidgetTokenQuery, data: { getWidgetToken: rotated.rotateWidgetToken } });
    },
  });
  const notify = useNotify();
  const toast = useToast();

  if (loading && !data) return <Skeleton.Input active size="small" />;
  if (error && !data) return <Typography.Text type="danger">{failureMessage(error)}</Typography.Text>;

  const handleRotate = async () => {
    try {
      await rotate();
    } catch (caught) {
      notify.error(failureMessage(caught));
      return;
    }
    toast({ message: t('A new widget token was issued. Update your installed widgets.'), type: 'success' });
  };

  return (
    <Flex align="center" gap={12} wrap>
      <Typography.Text
        code
        copyable={{ tooltips: [t('Copy widget token'), t('Copied')] }}
        data-testid="widget-token"
      >
        {data?.getWidgetToken.token}
      </Typography.Text>
      <Popconfirm
        title={t('Rotate the widget token?')}
        description={t('Installed widgets stop sending feedback until they use the new token.')}
        okText={t('Rotate')}
        okButtonProps={{ danger: true }}
        onConfirm={handleRotate}
      >
        <Button size="small" loading={rotating}>
          {t('Rotate token')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
