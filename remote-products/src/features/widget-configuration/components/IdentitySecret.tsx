import { useMutation, useQuery } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useProductsTranslation } from '../../../i18n/translations';
import { RotateWidgetIdentitySecretMutation } from '../api/rotate-widget-identity-secret-mutation';
import { WidgetIdentitySecretQuery } from '../api/widget-identity-secret-query';

/**
 * The identity secret (Admins only), hidden until asked for: it belongs in the site's server
 * configuration, not on a screen someone may be sharing.
 */
export function IdentitySecret() {
  const { t } = useProductsTranslation();
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <Button size="small" onClick={() => setShown(true)} style={{ alignSelf: 'flex-start' }}>
        {t('Show identity secret')}
      </Button>
    );
  }
  return <RevealedSecret />;
}

function RevealedSecret() {
  const { t } = useProductsTranslation();
  const { data, loading, error } = useQuery(WidgetIdentitySecretQuery, { fetchPolicy: 'network-only' });
  const [rotate, { loading: rotating }] = useMutation(RotateWidgetIdentitySecretMutation, {
    // The secret has no id: the query's answer is replaced by hand.
    update(cache, { data: rotated }) {
      if (rotated) {
        cache.writeQuery({
          query: WidgetIdentitySecretQuery,
          data: { widgetIdentitySecret: rotated.rotateWidgetIdentitySecret },
        });
      }
    },
  });
  const notify = useNotify();
  const toast = useToast();

  if (loading && !data) return <Skeleton.Input active size="small" />;
  if (error && !data) return <Typography.Text type="danger">{failureMessage(error)}</Typography.Text>;
  const secret = data?.widgetIdentitySecret.secret ?? null;

  const handleRotate = async () => {
    try {
      await rotate();
    } catch (caught) {
      notify.error(failureMessage(caught));
      return;
    }
    toast({
      message: secret
        ? t('A new identity secret was made. Sign with it on your server.')
        : t('The identity secret was made. Sign with it on your server.'),
      type: 'success',
    });
  };

  if (!secret) {
    return (
      <Flex align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          {t('No identity secret yet: no visitor is identified.')}
        </Typography.Text>
        <Button size="small" type="primary" loading={rotating} onClick={() => void handleRotate()}>
          {t('Create identity secret')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex align="center" gap={12} wrap>
      <Typography.Text
        code
        copyable={{ tooltips: [t('Copy identity secret'), t('Copied')] }}
        data-testid="identity-secret"
      >
        {secret}
      </Typography.Text>
      <Popconfirm
        title={t('Rotate the identity secret?')}
        description={t(
          'Signatures made with the current secret stop counting at once: those visitors are anonymous until your server signs with the new one.',
        )}
        okText={t('Rotate')}
        okButtonProps={{ danger: true }}
        onConfirm={handleRotate}
      >
        <Button size="small" loading={rotating}>
          {t('Rotate identity secret')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
