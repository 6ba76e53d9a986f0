import { CheckCircleTwoTone } from '@ant-design/icons';
import { Button, Table, type TableProps, Tag, Typography } from 'antd';
import type { RecordingFieldsFragment, RecordingSortField, SortDirection } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { contactLabel, formatDateTime, purposeLabel, recordingSummary } from '../lib/recording-labels';
import type { RecordingsTableState } from '../lib/recordings-variables';
import { SentimentTag } from './SentimentTag';
import { TranscriptionTag } from './TranscriptionTag';

interface Props {
  rows: RecordingFieldsFragment[];
  total: number;
  loading: boolean;
  state: RecordingsTableState;
  onPage: (page: number, pageSize: number) => void;
  onSort: (sort: RecordingsTableState['sort']) => void;
  onOpen: (recording: RecordingFieldsFragment) => void;
}

const ORDER: Record<SortDirection, 'ascend' | 'descend'> = { ASC: 'ascend', DESC: 'descend' };

export function RecordingsTable({ rows, total, loading, state, onPage, onSort, onOpen }: Props) {
  const { t } = useProductsTranslation();
  const sortOrder = (field: RecordingSortField) =>
    state.sort.field === field ? ORDER[state.sort.direction] : null;
  const columns: TableProps<RecordingFieldsFragment>['columns'] = [
    {
      key: 'createdAt',
      title: t('Received'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      width: 190,
      render: (value: string, recording) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(recording)}>
          {formatDateTime(value)}
        </Button>
      ),
    },
    {
      key: 'messageType',
      title: t('Purpose'),
      dataIndex: 'messageType',
      width: 160,
      render: (value: RecordingFieldsFragment['messageType']) => <Tag>{purposeLabel(value)}</Tag>,
    },
    {
      key: 'summary',
      title: t('Message'),
      render: (_, recording) => (
        <Typography.Text ellipsis style={{ maxWidth: 420 }}>
          {recordingSummary(recording)}
        </Typography.Text>
      ),
    },
    {
      key: 'transcription',
      title: t('Transcript'),
      width: 190,
      render: (_, recording) =>
        recording.transcription ? (
          <TranscriptionTag status={recording.transcription.status} reason={recording.transcription.reason} />
        ) : null,
    },
    { key: 'contact', title: t('From'), width: 200, render: (_, recording) => contactLabel(recording) },
    {
      key: 'sentimentScore',
      title: t('Sentiment'),
      sorter: true,
      sortOrder: sortOrder('sentimentScore'),
      width: 150,
      render: (_, recording) => (
        <SentimentTag
          label={recording.sentimentLabel}
          score={recording.sentimentScore}
          source={recording.sentimentSource}
        />
      ),
    },
    {
      key: 'reviewed',
      title: t('Reviewed'),
      dataIndex: 'reviewed',
      width: 100,
      render: (reviewed: boolean) =>
        reviewed ? <CheckCircleTwoTone twoToneColor="#2e8b57" aria-label={t('Reviewed')} /> : null,
    },
  ];

  return (
    <Table<RecordingFieldsFragment>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: t('No recordings match.') }}
      pagination={{
        current: state.page,
        pageSize: state.pageSize,
        total,
        showSizeChanger: false,
        showTotal: (count) => t('{{count}} recordings', { count }),
      }}
      onChange={(pagination, _filters, sorter, { action }) => {
        if (action === 'paginate') {
          onPage(pagination.current ?? 1, pagination.pageSize ?? state.pageSize);
          return;
        }
        if (action === 'sort') {
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = (single?.columnKey as RecordingSortField | undefined) ?? 'createdAt';
          // Cancelling a sort returns to the default: newest first.
          onSort(
            single?.order
              ? { field, direction: single.order === 'ascend' ? 'ASC' : 'DESC' }
              : { field: 'createdAt', direction: 'DESC' },
          );
        }
      }}
    />
  );
}
