import { DownloadOutlined } from '@ant-design/icons';
import { buildPath, failureMessage } from '@hearback/shared';
import { Button, Flex, Result, Statistic } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSegmentsTranslation } from '../../../i18n/translations';
import { downloadRejections } from '../lib/download-rejections';
import type { EndedImport } from '../lib/upload-import';

interface Props {
  productId: string;
  fileName: string;
  ended: EndedImport;
  onAnother(): void;
  onError(message: string): void;
}

/**
 * Step 5: what the server created, updated, rejected and imported without a phone number, and
 * the file of rejected rows (which lists both kinds, with their reasons).
 */
export function SummaryStep({ productId, fileName, ended, onAnother, onError }: Props) {
  const { t } = useSegmentsTranslation();
  const [downloading, setDownloading] = useState(false);
  const navigate = useNavigate();
  if (ended.status !== 'Succeeded') {
    return (
      <Result
        status="error"
        title={t('The import failed')}
        subTitle={ended.errorMessage ?? t('Something went wrong.')}
        extra={<Button onClick={onAnother}>{t('Import a file')}</Button>}
      />
    );
  }
  const download = async () => {
    setDownloading(true);
    try {
      await downloadRejections(ended.rejectionsPath, fileName);
    } catch (error) {
      onError(failureMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  const listed = ended.rejectedCount + ended.warningCount;
  return (
    <Result
      status={listed > 0 ? 'warning' : 'success'}
      title={
        ended.segmentName
          ? t('Imported into {{segment}}', { segment: ended.segmentName })
          : t('Imported into the segment')
      }
      subTitle={t('{{count, number}} rows read.', { count: ended.totalRows })}
      extra={
        <Flex vertical gap={24} align="center">
          <Flex gap={48}>
            <Statistic title={t('Created')} value={ended.createdCount} />
            <Statistic title={t('Updated')} value={ended.updatedCount} />
            <Statistic title={t('Rejected')} value={ended.rejectedCount} />
            <Statistic title={t('Without phone')} value={ended.warningCount} />
          </Flex>
          <Flex gap={8}>
            {listed > 0 && (
              <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={download}>
                {t('Download rejected rows')}
              </Button>
            )}
            {ended.segmentId && (
              <Button
                type="primary"
                onClick={() => navigate(buildPath('segment', { productId, id: ended.segmentId! }))}
              >
                {t('Open segment')}
              </Button>
            )}
            <Button onClick={onAnother}>{t('Import another file')}</Button>
          </Flex>
        </Flex>
      }
    />
  );
}
