import { Flex, Progress, Typography } from 'antd';
import { useSegmentsTranslation } from '../../../i18n/translations';
import type { ImportProgressLine } from '../lib/upload-import';

interface Props {
  uploaded: number;
  imported: ImportProgressLine | null;
}

/** Step 4: the file going up, then the server working through it. */
export function ImportingStep({ uploaded, imported }: Props) {
  const { t } = useSegmentsTranslation();
  const importedPercent =
    imported && imported.totalBytes > 0 ? Math.floor((imported.bytesRead / imported.totalBytes) * 100) : 0;
  return (
    <Flex vertical gap={12} style={{ maxWidth: 560 }}>
      <Typography.Text>{t('Uploading the file')}</Typography.Text>
      <Progress percent={uploaded} aria-label={t('Upload progress')} />
      <Typography.Text>
        {imported
          ? t('Importing: {{count, number}} rows read', { count: imported.rowsRead })
          : t('Importing')}
      </Typography.Text>
      <Progress
        percent={importedPercent}
        status={uploaded < 100 ? 'normal' : 'active'}
        aria-label={t('Import progress')}
      />
      <Typography.Text type="secondary">
        {t('Keep this page open until the summary shows. Nothing is kept unless the whole file is imported.')}
      </Typography.Text>
    </Flex>
  );
}
