import { useMutation } from '@apollo/client/react';
import { buildPath, failureMessage, useNotify, useSession, useToast } from '@hearback/shared';
import { Button, Popconfirm, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { WithdrawJoinRequestMutation } from '../api/withdraw-join-request-mutation';

/**
 * Asking to join an organisation was the user's choice, and stays theirs while the Admins have
 * not decided: withdrawn, they are free to found their own organisation.
 */
export function WithdrawJoinRequest() {
  const { t } = useAuthTranslation();
  const [withdraw, { loading }] = useMutation(WithdrawJoinRequestMutation);
  const { refresh } = useSession();
  const notify = useNotify();
  const toast = useToast();
  const navigate = useNavigate();

  const handleWithdraw = async () => {
    try {
      await withdraw();
    } catch (error) {
      notify.error(failureMessage(error));
      return;
    }
    toast({ message: t('Your request was withdrawn.'), type: 'success' });
    // Without organisation, the shell leads the user to the organisation form.
    await refresh();
    navigate(buildPath('organisation'), { replace: true });
  };

  return (
    <>
      <Typography.Paragraph>
        {t('Changed your mind? Withdraw your request to create your own organisation instead.')}
      </Typography.Paragraph>
      <Popconfirm
        title={t('Withdraw your request to join?')}
        description={t('The Admins will no longer see it. You can ask again later.')}
        okText={t('Withdraw')}
        cancelText={t('Keep waiting')}
        onConfirm={handleWithdraw}
      >
        <Button block loading={loading}>
          {t('Withdraw my request')}
        </Button>
      </Popconfirm>
    </>
  );
}
