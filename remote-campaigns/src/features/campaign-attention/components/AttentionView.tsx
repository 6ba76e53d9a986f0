import { useMutation, useQuery } from '@apollo/client/react';
import { failureMessage, useNotify } from '@hearback/shared';
import { Alert, Button, Flex, Input, Modal, Segmented, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AttentionItemRowFragment } from '../../../gql/graphql';
import { type CampaignsT, useCampaignsTranslation } from '../../../i18n/translations';
import { formatDateTime } from '../../../lib/format';
import {
  AssignAttentionItemMutation,
  AttentionItemsQuery,
  ResolveAttentionItemMutation,
  TeammatesQuery,
} from '../api/attention-operations';

const PAGE_SIZE = 20;
export const NOTE_MAX = 2000;
type Shown = 'open' | 'resolved';

const reasonOf = (t: CampaignsT, item: AttentionItemRowFragment) =>
  item.reason === 'NegativeSentiment' ? (
    <Tag color="red">{t('Negative')}</Tag>
  ) : (
    <Tag color="orange">{t('Keyword: {{keywords}}', { keywords: item.matchedKeywords.join(', ') })}</Tag>
  );

/** /campaigns/{id}/attention-recommended: responses that need a human; assign, then resolve with a note. */
export function AttentionView({ id }: { id: string }) {
  const { t } = useCampaignsTranslation();
  const notify = useNotify();
  const [shown, setShown] = useState<Shown>('open');
  const [page, setPage] = useState(1);
  const [resolving, setResolving] = useState<AttentionItemRowFragment | null>(null);
  const [note, setNote] = useState('');
  const { data, previousData, loading, error, refetch } = useQuery(AttentionItemsQuery, {
    variables: {
      campaignId: id,
      paging: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
      filter: { resolved: shown === 'resolved' },
    },
    fetchPolicy: 'cache-and-network',
  });
  const teammates = useQuery(TeammatesQuery);
  const [assign] = useMutation(AssignAttentionItemMutation);
  const [resolve, resolveState] = useMutation(ResolveAttentionItemMutation);
  const current = data ?? previousData;

  const people = (teammates.data?.users ?? []).map((user) => ({
    value: user.id,
    label: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
  }));

  const submitResolution = async () => {
    if (!resolving) return;
    try {
      await resolve({ variables: { id: resolving.id, note: note.trim() } });
      notify.success(t('Resolved.'));
      setResolving(null);
      setNote('');
      await refetch();
    } catch (failure) {
      notify.error(failureMessage(failure));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {current
          ? t('Attention recommended: {{name}}', { name: current.campaign.name })
          : t('Attention recommended')}
      </Typography.Title>
      {error && <Alert type="error" showIcon title={failureMessage(error)} />}
      <Segmented<Shown>
        value={shown}
        options={[
          { value: 'open', label: t('Open') },
          { value: 'resolved', label: t('Resolved') },
        ]}
        onChange={(value) => {
          setShown(value);
          setPage(1);
        }}
      />
      <Table<AttentionItemRowFragment>
        rowKey="id"
        dataSource={current?.attentionItems ?? []}
        loading={loading}
        locale={{ emptyText: shown === 'open' ? t('Nothing needs attention.') : t('Nothing resolved yet.') }}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: current?.countAttentionItems ?? 0 }}
        columns={[
          { key: 'contact', title: t('Contact'), render: (_, item) => item.contactEmail ?? '–' },
          {
            key: 'response',
            title: t('Response'),
            render: (_, item) =>
              [item.recording.text, ...item.recording.answers.map((answer) => answer.answer)]
                .filter(Boolean)
                .join(' · '),
          },
          { key: 'reason', title: t('Why'), render: (_, item) => reasonOf(t, item) },
          { key: 'createdAt', title: t('Received'), render: (_, item) => formatDateTime(item.createdAt) },
          {
            key: 'assignee',
            title: t('Assigned to'),
            render: (_, item) =>
              item.resolved ? (
                (item.assigneeEmail ?? '–')
              ) : (
                <Select<string>
                  aria-label={
                    item.contactEmail
                      ? t('Assign {{contact}}', { contact: item.contactEmail })
                      : t('Assign response')
                  }
                  allowClear
                  placeholder={t('Assign')}
                  style={{ width: 200 }}
                  value={item.assigneeId ?? undefined}
                  options={people}
                  onChange={async (assigneeId) => {
                    try {
                      await assign({ variables: { id: item.id, assigneeId: assigneeId ?? null } });
                      notify.success(assigneeId ? t('Assigned.') : t('Assignment removed.'));
                    } catch (failure) {
                      notify.error(failureMessage(failure));
                    }
                  }}
                />
              ),
          },
          {
            key: 'resolution',
            title: '',
            render: (_, item) =>
              item.resolved ? (
                <Typography.Text type="secondary">{item.resolutionNote}</Typography.Text>
              ) : (
                <Button onClick={() => setResolving(item)}>{t('Resolve')}</Button>
              ),
          },
        ]}
      />
      <Modal
        title={t('Resolve')}
        open={resolving !== null}
        okText={t('Resolve')}
        okButtonProps={{ disabled: note.trim() === '', loading: resolveState.loading }}
        onOk={submitResolution}
        onCancel={() => setResolving(null)}
      >
        <label htmlFor="resolution-note">{t('What was done?')}</label>
        <Input.TextArea
          id="resolution-note"
          rows={4}
          showCount
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Modal>
    </Flex>
  );
}
