import { useMutation, useQuery } from '@apollo/client/react';
import { failureMessage, isUnauthenticatedError, signInPathFrom, useNotify } from '@hearback/shared';
import { Alert, Button, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { ActivateNewUserMutation } from '../api/activate-new-user-mutation';
import { DeclineNewUserMutation } from '../api/decline-new-user-mutation';
import { UserByInviteIdQuery } from '../api/user-by-invite-id-query';

type Decision = 'accepted' | 'declined';

/**
 * `/pending-user?inviteId=…`, linked from the e-mail Admins get when someone asks to join: the
 * Admin accepts the person as a Member or declines them. The page skips the session check, so a
 * visitor who is not signed in is told to sign in as an Admin rather than sent away.
 */
export function PendingUserReview() {
  const { t } = useAuthTranslation();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const inviteId = params.get('inviteId') ?? '';
  const { data, loading, error } = useQuery(UserByInviteIdQuery, {
    variables: { inviteId },
    skip: !inviteId,
    fetchPolicy: 'network-only',
  });
  const [activate, { loading: activating }] = useMutation(ActivateNewUserMutation);
  const [decline, { loading: declining }] = useMutation(DeclineNewUserMutation);
  const notify = useNotify();
  const [decision, setDecision] = useState<Decision | null>(null);

  if (!inviteId) {
    return (
      <Result
        status="error"
        title={t('This link is incomplete')}
        subTitle={t('Open it again from the e-mail.')}
      />
    );
  }
  if (loading) return <Skeleton active />;
  if (error) {
    const signedOut = isUnauthenticatedError(error);
    return (
      <Result
        status={signedOut ? 'info' : 'error'}
        title={
          signedOut ? t('Sign in as an Admin to review this request') : t('This request cannot be reviewed')
        }
        subTitle={signedOut ? undefined : failureMessage(error)}
        // Sign-in comes back here, to this very request.
        extra={<Link to={signInPathFrom(pathname, search)}>{t('Go to sign in')}</Link>}
      />
    );
  }
  const user = data?.userByInviteId;
  if (!user) return null;

  if (decision) {
    return (
      <Result
        status="success"
        title={
          decision === 'accepted'
            ? t('{{email}} can now use the dashboard', { email: user.email })
            : t('{{email}} was declined', { email: user.email })
        }
        extra={<Link to="/app">{t('Go to the dashboard')}</Link>}
      />
    );
  }

  const decide = async (kind: Decision) => {
    try {
      await (kind === 'accepted' ? activate : decline)({ variables: { inviteId } });
      setDecision(kind);
    } catch (caught) {
      notify.error(caught);
    }
  };

  return (
    <>
      <Typography.Title level={2}>{t('Request to join')}</Typography.Title>
      <Descriptions
        column={1}
        bordered
        items={[
          { key: 'email', label: t('E-mail'), children: user.email },
          {
            key: 'status',
            label: t('Status'),
            children: user.enabled ? t('Active') : t('Waiting for review'),
          },
        ]}
      />
      {user.enabled && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          title={t('This user has already been let in.')}
        />
      )}
      <Flex gap={12} style={{ marginTop: 24 }}>
        <Button
          type="primary"
          loading={activating}
          disabled={declining || user.enabled}
          onClick={() => decide('accepted')}
        >
          {t('Accept as Member')}
        </Button>
        <Button
          danger
          loading={declining}
          disabled={activating || user.enabled}
          onClick={() => decide('declined')}
        >
          {t('Decline')}
        </Button>
      </Flex>
    </>
  );
}
