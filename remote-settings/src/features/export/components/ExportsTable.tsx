import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Table, Tag, Typography } from 'antd';
import type { ExportFieldsFragment } from '../../../gql/graphql';
import { FORMAT_LABELS, fileSizeLabel, KIND_LABELS, STATUS_COLOURS } from '../lib/export-labels';

interface Props {
  exports: ExportFieldsFragment[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage(page: number): void;
}

const day = (value: string | null | undefined) => (value ? new Date(value).toLocaleDateString() : null);

function period(entry: ExportFieldsFragment): string {
  const from = day(entry.from);
  // `to` is exclusive: the period ends the day before it.
  const to = entry.to ? day(new Date(new Date(entry.to).getTime() - 1).toISOString()) : null;
  if (from && to) return `${from} – ${to}`;
  if (from) return `Since ${from}`;
  if (to) return `Until ${to}`;
  return 'Everything';
}

function progress(entry: ExportFieldsFragment) {
  if (entry.status === 'Failed') return <Typography.Text type="danger">{entry.error}</Typography.Text>;
  if (entry.status === 'Ready') {
    return `${entry.rowsWritten.toLocaleString()} rows${entry.fileSize != null ? `, ${fileSizeLabel(entry.fileSize)}` : ''}`;
  }
  const total = entry.totalRows ?? 0;
  const percent = total > 0 ? Math.floor((entry.rowsWritten / total) * 100) : 0;
  return (
    <Progress
      percent={percent}
      size="small"
      status="active"
      format={() =>
        `${entry.rowsWritten.toLocaleString()} of ${entry.totalRows?.toLocaleString() ?? '…'} rows`
      }
      aria-label={`Export progress: ${entry.rowsWritten} rows written`}
    />
  );
}

/** The product's exports with their progress; a ready one offers its file. */
export function ExportsTable({ exports, total, page, pageSize, loading, onPage }: Props) {
  return (
    <Table<ExportFieldsFragment>
      rowKey="id"
      dataSource={exports}
      loading={loading && exports.length === 0}
      pagination={{ current: page, pageSize, total, onChange: onPage, hideOnSinglePage: true }}
      columns={[
        {
          title: 'Requested',
          key: 'createdAt',
          render: (_, entry) => new Date(entry.createdAt).toLocaleString(),
        },
        { title: 'Data', key: 'kind', render: (_, entry) => KIND_LABELS[entry.kind] },
        { title: 'Format', key: 'format', render: (_, entry) => FORMAT_LABELS[entry.format] },
        { title: 'Period', key: 'period', render: (_, entry) => period(entry) },
        {
          title: 'Status',
          key: 'status',
          render: (_, entry) => <Tag color={STATUS_COLOURS[entry.status]}>{entry.status}</Tag>,
        },
        { title: 'Progress', key: 'progress', render: (_, entry) => progress(entry) },
        {
          title: 'File',
          key: 'file',
          render: (_, entry) =>
            entry.downloadUrl ? (
              <Button
                icon={<DownloadOutlined aria-hidden />}
                href={entry.downloadUrl}
                aria-label={`Download the ${KIND_LABELS[entry.kind].toLowerCase()} export`}
              >
                Download
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
