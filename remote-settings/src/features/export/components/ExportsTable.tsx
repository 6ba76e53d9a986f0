import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ExportFieldsFragment } from '../../../gql/graphql';
import {
  formatCount,
  formatDateTime,
  formatDay,
  type SettingsT,
  useSettingsTranslation,
} from '../../../i18n/translations';
import {
  downloadLabel,
  FORMAT_LABELS,
  fileSizeLabel,
  kindLabel,
  STATUS_COLOURS,
  statusAt,
  statusLabel,
} from '../lib/export-labels';

interface Props {
  exports: ExportFieldsFragment[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage(page: number): void;
  /** Downloads a ready export's file (with the session: links alone open nothing). */
  onDownload(exportId: string): void;
  /** The export whose file is being fetched, if any. */
  downloading: string | null;
}

const day = (value: string | null | undefined) => (value ? formatDay(value) : null);

function period(t: SettingsT, entry: ExportFieldsFragment): string {
  const from = day(entry.from);
  // `to` is exclusive: the period ends the day before it.
  const to = entry.to ? day(new Date(new Date(entry.to).getTime() - 1).toISOString()) : null;
  if (from && to) return `${from} – ${to}`;
  if (from) return t('Since {{day}}', { day: from });
  if (to) return t('Until {{day}}', { day: to });
  return t('Everything');
}

/** setTimeout takes at most 2^31 − 1 ms (about 24.8 days). */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** The time, moved on when the next shown file expires, so that row turns Expired in place. */
function useExpiryClock(exports: ExportFieldsFragment[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(
    ...exports
      .filter((entry) => entry.status === 'Ready' && entry.expiresAt)
      .map((entry) => Date.parse(entry.expiresAt!))
      .filter((expiry) => expiry > now),
  );
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 1, LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}

function rowsAndSize(t: SettingsT, entry: ExportFieldsFragment): string {
  const rows = t('{{count}} rows', { count: entry.rowsWritten });
  return entry.fileSize == null
    ? rows
    : t('{{rows}}, {{size}}', { rows, size: fileSizeLabel(entry.fileSize) });
}

function progress(t: SettingsT, entry: ExportFieldsFragment, now: number) {
  const status = statusAt(entry, now);
  if (status === 'Failed') return <Typography.Text type="danger">{entry.error}</Typography.Text>;
  if (status === 'Expired') {
    return (
      <Typography.Text type="secondary">
        {t('{{rowsAndSize}}. The file expired and was deleted; export again for a new one.', {
          rowsAndSize: rowsAndSize(t, entry),
        })}
      </Typography.Text>
    );
  }
  if (status === 'Ready') {
    return entry.expiresAt
      ? t('{{rowsAndSize}}. Kept until {{when}}.', {
          rowsAndSize: rowsAndSize(t, entry),
          when: formatDateTime(entry.expiresAt),
        })
      : rowsAndSize(t, entry);
  }
  const total = entry.totalRows ?? 0;
  const percent = total > 0 ? Math.floor((entry.rowsWritten / total) * 100) : 0;
  return (
    <Progress
      percent={percent}
      size="small"
      status="active"
      format={() =>
        t('{{written}} of {{total}} rows', {
          written: formatCount(entry.rowsWritten),
          total: entry.totalRows == null ? '…' : formatCount(entry.totalRows),
        })
      }
      aria-label={t('Export progress: {{count}} rows written', { count: entry.rowsWritten })}
    />
  );
}

/** The product's exports with their progress; a ready one offers its file. */
export function ExportsTable({
  exports,
  total,
  page,
  pageSize,
  loading,
  onPage,
  onDownload,
  downloading,
}: Props) {
  const { t } = useSettingsTranslation();
  const now = useExpiryClock(exports);
  return (
    <Table<ExportFieldsFragment>
      rowKey="id"
      dataSource={exports}
      loading={loading && exports.length === 0}
      pagination={{ current: page, pageSize, total, onChange: onPage, hideOnSinglePage: true }}
      columns={[
        {
          title: t('Requested'),
          key: 'createdAt',
          render: (_, entry) => formatDateTime(entry.createdAt),
        },
        { title: t('Data'), key: 'kind', render: (_, entry) => kindLabel(entry.kind) },
        { title: t('Format'), key: 'format', render: (_, entry) => FORMAT_LABELS[entry.format] },
        { title: t('Period'), key: 'period', render: (_, entry) => period(t, entry) },
        {
          title: t('Status'),
          key: 'status',
          render: (_, entry) => {
            const status = statusAt(entry, now);
            return <Tag color={STATUS_COLOURS[status]}>{statusLabel(status)}</Tag>;
          },
        },
        { title: t('Progress'), key: 'progress', render: (_, entry) => progress(t, entry, now) },
        {
          title: t('File'),
          key: 'file',
          render: (_, entry) =>
            entry.downloadUrl && statusAt(entry, now) === 'Ready' ? (
              <Button
                icon={<DownloadOutlined aria-hidden />}
                loading={downloading === entry.id}
                onClick={() => onDownload(entry.id)}
                aria-label={downloadLabel(entry.kind)}
              >
                {t('Download')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
