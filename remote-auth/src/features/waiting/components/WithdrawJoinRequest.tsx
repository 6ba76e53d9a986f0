import { useMutation } from '@apollo/client/react';
import { buildPath, failureMessage, useNotify, useSession, useToast } from '@hearback/shared';
import { Button, Popconfirm, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { WithdrawJoinRequestMutation } from '../api/withdraw-join-request-mutation';
import { JOIN_REQUEST_TEXTS as TEXT } from '../lib/join-request-texts';

/**
 * Asking to join an organisation was the user's choice, and stays theirs while the Admins have
 * not decided: withdrawn, they are free to found their own organisation.
 */
export function WithdrawJoinRequest() {
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
    toast({ message: TEXT.withdrawn, type: 'success' });
    // Without organisation, the shell leads the user to the organisation form.
    await refresh();
    navigate(buildPath('organisation'), { replace: true });
  };

  return (
    <>
      <Typography.Paragraph>{TEXT.changedMind}</Typography.Paragraph>
      <Popconfirm
        title={TEXT.confirmTitle}
        description={TEXT.confirmDescription}
        okText={TEXT.confirm}
        cancelText={TEXT.cancel}
        onConfirm={handleWithdraw}
      >
        <Button block loading={loading}>
          {TEXT.withdraw}
        </Button>
      </Popconfirm>
    </>
  );
}
