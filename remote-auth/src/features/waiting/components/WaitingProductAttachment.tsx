import { Typography } from 'antd';
import { useAuthTranslation } from '../../../i18n/translations';
import { WaitingNotice } from './WaitingNotice';

export function WaitingProductAttachment() {
  const { t } = useAuthTranslation();
  return (
    <WaitingNotice title={t('No product is attached to your account yet')}>
      <Typography.Paragraph>
        {t(
          'Members see the products an Admin of their organisation gives them access to, and none has been given to you so far.',
        )}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('Ask an Admin to attach you to a product, then sign in again.')}
      </Typography.Paragraph>
    </WaitingNotice>
  );
}
