/**
 * The drawer where an Admin decides on users waiting to join the organisation (spec sections 4
 * and 8): each gets Admin, Member or no role ('no-role' is sent as null, which refuses them).
 */
import { useMutation } from '@apollo/client/react';
import { ReviewUsersDocument, useNotify, useReviewUsersPoll, useSession, useToast } from '@hearback/shared';
import { Button, Drawer, Empty, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useShellTranslation } from '../../i18n/translations';
import { useReviewPanel } from './useReviewPanel';

export type ReviewChoice = 'Admin' | 'Member' | 'no-role';

export const toReviewRole = (choice: ReviewChoice) => (choice === 'no-role' ? null : choice);

export function ReviewPanel() {
  const { t } = useShellTranslation();
  const { open, setOpen } = useReviewPanel();
  const { isAdmin } = useSession();
  const { users, loading, refetch } = useReviewUsersPoll();
  const [choices, setChoices] = useState<Record<string, ReviewChoice>>({});
  const [reviewUsers, { loading: saving }] = useMutation(ReviewUsersDocument);
  const toast = useToast();
  const notify = useNotify();

  const roleOptions: Array<{ value: ReviewChoice; label: string }> = [
    { value: 'Member', label: t('Member') },
    { value: 'Admin', label: t('Admin') },
    { value: 'no-role', label: t('No role (refuse)') },
  ];

  const decided = users.filter((user) => choices[user.id]);

  const submit = async () => {
    try {
      await reviewUsers({
        variables: {
          users: decided.map(({ id, email }) => ({ id, email, role: toReviewRole(choices[id]!) })),
        },
      });
    } catch (error) {
      notify.error(error);
      return;
    }
    toast({ message: t('Users successfully reviewed'), type: 'success' });
    setChoices({});
    await refetch();
  };

  return (
    <Drawer
      title={t('Review users')}
      open={open}
      onClose={() => setOpen(false)}
      size={480}
      footer={
        isAdmin && users.length > 0 ? (
          <Flex justify="flex-end">
            <Button type="primary" disabled={decided.length === 0} loading={saving} onClick={submit}>
              {t('Save review')}
            </Button>
          </Flex>
        ) : null
      }
    >
      {!isAdmin ? (
        <Typography.Text type="secondary">{t('Only Admins review users who ask to join.')}</Typography.Text>
      ) : users.length === 0 ? (
        <Empty description={loading ? t('Loading…') : t('Nobody is waiting for review.')} />
      ) : (
        <Flex vertical gap={12} role="list" aria-label={t('Users waiting for review')}>
          {users.map((user) => (
            <Flex key={user.id} role="listitem" justify="space-between" align="center" gap={12}>
              <Typography.Text ellipsis>{user.email}</Typography.Text>
              <Select<ReviewChoice>
                aria-label={t('Role for {{email}}', { email: user.email })}
                placeholder={t('Choose a role')}
                style={{ width: 180, flex: 'none' }}
                options={roleOptions}
                value={choices[user.id]}
                onChange={(choice) => setChoices((current) => ({ ...current, [user.id]: choice }))}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Drawer>
  );
}
