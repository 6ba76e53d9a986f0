import { DeleteOutlined, EditOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { buildPath, failureMessage, useNotify, useSession } from '@hearback/shared';
import { Button, Empty, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSegmentsTranslation } from '../../../i18n/translations';
import { asRootGroup, type RuleGroup } from '../../../lib/segment-rules';
import {
  DeleteSegmentMutation,
  RemoveSegmentMembersMutation,
  UpdateSegmentMutation,
} from '../api/segment-mutations';
import { SegmentQuery } from '../api/segment-query';
import { AddMemberModal } from './AddMemberModal';
import { EditSegmentModal } from './EditSegmentModal';
import { MembersTable } from './MembersTable';
import { RuleEditor } from './RuleEditor';

interface Props {
  productId: string;
  segmentId: string;
}

/**
 * /segments/{id}: a Static segment's members (added by hand or imported, removed by selection),
 * or a Dynamic segment's rules with their live count and the contacts they match. Members read;
 * Admins change.
 */
export function SegmentView({ productId, segmentId }: Props) {
  const { t } = useSegmentsTranslation();
  const { isAdmin } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const { data, loading, error } = useQuery(SegmentQuery, {
    variables: { id: segmentId },
    fetchPolicy: 'cache-and-network',
  });
  const [update, { loading: saving }] = useMutation(UpdateSegmentMutation, {
    refetchQueries: ['SegmentMembers'],
  });
  const [remove, { loading: deleting }] = useMutation(DeleteSegmentMutation);
  const [removeMembers, { loading: removing }] = useMutation(RemoveSegmentMembersMutation, {
    refetchQueries: ['SegmentMembers'],
  });

  const segment = data?.segment;
  if (!segment) {
    if (loading) return <Skeleton active />;
    return <Empty description={error ? failureMessage(error) : t('Segment not found.')} />;
  }

  const save = async (changes: { name?: string; description?: string | null; rules?: RuleGroup }) => {
    try {
      await update({ variables: { id: segment.id, update: changes } });
      notify.success(t('The segment was saved.'));
      return true;
    } catch (failure) {
      notify.error(failureMessage(failure));
      return false;
    }
  };

  const deleteSegment = async () => {
    try {
      await remove({ variables: { id: segment.id } });
      navigate(buildPath('segments', { productId }));
    } catch (failure) {
      notify.error(failureMessage(failure));
    }
  };

  const removeSelected = async (contactIds: string[]) => {
    try {
      await removeMembers({ variables: { segmentId: segment.id, contactIds } });
      return true;
    } catch (failure) {
      notify.error(failureMessage(failure));
      return false;
    }
  };

  const isStatic = segment.kind === 'Static';
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={16}>
        <Flex vertical gap={4}>
          <Flex align="center" gap={8}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {segment.name}
            </Typography.Title>
            <Tag color={isStatic ? 'default' : 'blue'}>{isStatic ? t('Static') : t('Dynamic')}</Tag>
          </Flex>
          <Typography.Text type="secondary">
            {t('{{count, number}} contacts', { count: segment.size })}
            {segment.description ? ` · ${segment.description}` : ''}
          </Typography.Text>
        </Flex>
        {isAdmin && (
          <Flex gap={8} wrap>
            {isStatic && (
              <>
                <Button icon={<UserAddOutlined aria-hidden />} onClick={() => setAdding(true)}>
                  {t('Add member')}
                </Button>
                <Button
                  icon={<UploadOutlined aria-hidden />}
                  onClick={() =>
                    navigate(`${buildPath('segmentImportUsers', { productId })}?segment=${segment.id}`)
                  }
                >
                  {t('Import users')}
                </Button>
              </>
            )}
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t('Edit')}
            </Button>
            <Popconfirm
              title={t('Delete this segment?')}
              description={t('Its contacts stay contacts of the product.')}
              okText={t('Delete')}
              okButtonProps={{ danger: true }}
              onConfirm={deleteSegment}
            >
              <Button danger icon={<DeleteOutlined aria-hidden />} loading={deleting}>
                {t('Delete')}
              </Button>
            </Popconfirm>
          </Flex>
        )}
      </Flex>
      {!isStatic && (
        <RuleEditor
          // A saved change becomes the new starting point.
          key={JSON.stringify(segment.rules)}
          productId={productId}
          saved={asRootGroup(segment.rules)}
          canEdit={isAdmin}
          saving={saving}
          onSave={(rules) => void save({ rules })}
        />
      )}
      <Typography.Title level={4} style={{ margin: 0 }}>
        {isStatic ? t('Members') : t('Contacts matching the saved rules')}
      </Typography.Title>
      <MembersTable
        segmentId={segment.id}
        onRemove={isAdmin && isStatic ? removeSelected : undefined}
        removing={removing}
      />
      {isAdmin && isStatic && (
        <AddMemberModal segmentId={segment.id} open={adding} onClose={() => setAdding(false)} />
      )}
      {isAdmin && (
        <EditSegmentModal
          open={editing}
          initial={{ name: segment.name, description: segment.description }}
          saving={saving}
          onSave={(values) => save(values)}
          onClose={() => setEditing(false)}
        />
      )}
    </Flex>
  );
}
