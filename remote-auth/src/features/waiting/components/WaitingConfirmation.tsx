import { useSession } from '@hearback/shared';
import { Typography } from 'antd';
import { useAuthTranslation } from '../../../i18n/translations';
import { WaitingNotice } from './WaitingNotice';
import { WithdrawJoinRequest } from './WithdrawJoinRequest';

export function WaitingConfirmation() {
  const { t } = useAuthTranslation();
  const { user } = useSession();
  // Disabled without a role: they asked to join and wait for review (a disabled member has a role).
  const askedToJoin = !!user && !user.enabled && !user.role;
  return (
    <WaitingNotice title={t('Your account is waiting for confirmation')}>
      <Typography.Paragraph>
        {t('An Admin of your organisation has to confirm your account before you can use the dashboard.')}
      </Typography.Paragraph>
      {/* Not antd's secondary grey: on white it falls just short of AA contrast (axe). */}
      <Typography.Paragraph>
        {t('We will let you in as soon as they do. If it takes long, contact an Admin of your organisation.')}
      </Typography.Paragraph>
      {askedToJoin && <WithdrawJoinRequest />}
    </WaitingNotice>
  );
}
