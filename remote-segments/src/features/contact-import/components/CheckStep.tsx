import { Alert, Button, Flex, Progress, Statistic, Table, Typography } from 'antd';
import { useSegmentsTranslation } from '../../../i18n/translations';
import type { CsvCheck, RowIssue } from '../lib/import-settings';

interface Props {
  /** 0 to 1 while the file is being checked; null once done. */
  checking: number | null;
  check: CsvCheck | null;
  starting: boolean;
  onBack(): void;
  onImport(): void;
}

/** Step 3: what the import will take and refuse, before anything is sent. */
export function CheckStep({ checking, check, starting, onBack, onImport }: Props) {
  const { t } = useSegmentsTranslation();
  if (checking !== null || !check) {
    return (
      <Flex vertical gap={8} style={{ maxWidth: 480 }}>
        <Typography.Text>{t('Checking every row…')}</Typography.Text>
        <Progress percent={Math.round((checking ?? 0) * 100)} aria-label={t('Checking rows')} />
      </Flex>
    );
  }
  const refused = check.invalidRows + check.duplicateRows;
  return (
    <Flex vertical gap={16}>
      <Flex gap={48} wrap>
        <Statistic title={t('Rows')} value={check.totalRows} />
        <Statistic title={t('Ready to import')} value={check.validRows} />
        <Statistic title={t('Invalid')} value={check.invalidRows} />
        <Statistic title={t('Duplicates')} value={check.duplicateRows} />
        <Statistic title={t('Without phone')} value={check.withoutPhoneRows} />
      </Flex>
      {refused > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('{{count, number}} rows are not imported.', { count: refused })}
          description={t(
            'After the import you can download them with their reasons, correct them and import that file again. E-mails already known in this product update their contacts.',
          )}
        />
      )}
      {check.withoutPhoneRows > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('{{count, number}} contacts are imported without a phone number.', {
            count: check.withoutPhoneRows,
          })}
          description={t(
            'Their phone number is not a valid one; the rest of the row is imported. The file of rejected rows lists them too, with the reason.',
          )}
        />
      )}
      {check.issues.length > 0 && (
        <Table<RowIssue>
          size="small"
          rowKey="rowNumber"
          aria-label={t('Rows with problems')}
          dataSource={check.issues}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          columns={[
            { key: 'row', title: t('Row'), dataIndex: 'rowNumber', width: 80 },
            { key: 'reason', title: t('Reason'), dataIndex: 'reason' },
            { key: 'values', title: t('Values'), render: (_, issue) => issue.values.join(', ') },
          ]}
        />
      )}
      <Flex gap={8}>
        <Button onClick={onBack}>{t('Back to columns')}</Button>
        <Button type="primary" disabled={check.validRows === 0} loading={starting} onClick={onImport}>
          {t('Import {{count, number}} contacts', { count: check.validRows })}
        </Button>
      </Flex>
    </Flex>
  );
}
