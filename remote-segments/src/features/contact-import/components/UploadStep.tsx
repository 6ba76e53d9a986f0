import { InboxOutlined } from '@ant-design/icons';
import { Flex, Typography, Upload } from 'antd';
import { useSegmentsTranslation } from '../../../i18n/translations';
import { CONTACT_IMPORT_MAX_MEGABYTES } from '../lib/import-refusal';

interface Props {
  reading: boolean;
  onFile(file: File): void;
}

/** Step 1: choose the CSV file (nothing is sent yet: the page reads it first). */
export function UploadStep({ reading, onFile }: Props) {
  const { t } = useSegmentsTranslation();
  return (
    <Flex vertical gap={12}>
      <Upload.Dragger
        accept=".csv,text/csv"
        multiple={false}
        showUploadList={false}
        disabled={reading}
        beforeUpload={(file) => {
          onFile(file);
          // The page keeps the file: antd must not send it anywhere.
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">
          {reading ? t('Reading the file…') : t('Choose a CSV file or drop it here')}
        </p>
        <p className="ant-upload-hint">
          {t(
            'One contact per row, with a header row. E-mail is required; name, phone, external id and any other columns are optional. At most {{megabytes}} MB.',
            { megabytes: CONTACT_IMPORT_MAX_MEGABYTES },
          )}
        </p>
      </Upload.Dragger>
      <Typography.Text type="secondary">
        {t(
          'Spreadsheets: save the sheet as CSV (UTF-8) first. Commas, semicolons, tabs and vertical bars are recognised.',
        )}
      </Typography.Text>
    </Flex>
  );
}
