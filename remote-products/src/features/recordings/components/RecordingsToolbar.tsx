import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Segmented, Select, Tag } from 'antd';
import type { SentimentLabel, TranscriptionStatus, WidgetPurpose } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { purposeLabel, SENTIMENT_LABELS, sentimentLabel, WIDGET_PURPOSES } from '../lib/recording-labels';
import type { RecordingsFilterState, ReviewedFilter } from '../lib/recordings-variables';
import { TRANSCRIPTION_STATUSES, transcriptionStatusLabel } from '../lib/transcription';

interface Props {
  filter: RecordingsFilterState;
  searchText: string;
  /** YYYY-MM-DD, '' when open-ended. */
  fromDate: string;
  toDate: string;
  onSearchChange: (search: string) => void;
  onDatesChange: (fromDate: string, toDate: string) => void;
  onFilterChange: (change: Partial<RecordingsFilterState>) => void;
}

/**
 * Search and the filters of the recordings list. The dates are the browser's own date inputs: the
 * shared antd copy is loaded by every page, and DatePicker would add its picker engine to it for
 * this one filter.
 */
export function RecordingsToolbar({
  filter,
  searchText,
  fromDate,
  toDate,
  onSearchChange,
  onDatesChange,
  onFilterChange,
}: Props) {
  const { t } = useProductsTranslation();
  const purposes = WIDGET_PURPOSES.map((value) => ({ value, label: purposeLabel(value) }));
  const sentiments = SENTIMENT_LABELS.map((value) => ({ value, label: sentimentLabel(value) }));
  const transcriptionOptions = TRANSCRIPTION_STATUSES.map((value) => ({
    value,
    label: transcriptionStatusLabel(value),
  }));
  const reviewedOptions: Array<{ value: ReviewedFilter; label: string }> = [
    { value: 'all', label: t('All') },
    { value: 'unreviewed', label: t('To review') },
    { value: 'reviewed', label: t('Reviewed') },
  ];
  return (
    <Flex gap={12} align="center" wrap>
      <Input.Search
        aria-label={t('Search recordings')}
        placeholder={t('Search in messages and transcripts')}
        allowClear
        value={searchText}
        onChange={(event) => onSearchChange(event.target.value)}
        style={{ width: 300 }}
      />
      <Select<WidgetPurpose>
        aria-label={t('Purpose')}
        placeholder={t('Any purpose')}
        allowClear
        options={purposes}
        value={filter.messageType}
        onChange={(messageType) => onFilterChange({ messageType })}
        style={{ width: 190 }}
      />
      <Select<SentimentLabel>
        aria-label={t('Sentiment')}
        placeholder={t('Any sentiment')}
        allowClear
        options={sentiments}
        value={filter.sentimentLabel}
        onChange={(sentimentLabel) => onFilterChange({ sentimentLabel })}
        style={{ width: 160 }}
      />
      <Select<TranscriptionStatus>
        aria-label={t('Transcript status')}
        placeholder={t('Any transcript status')}
        allowClear
        options={transcriptionOptions}
        value={filter.transcriptionStatus}
        onChange={(transcriptionStatus) => onFilterChange({ transcriptionStatus })}
        style={{ width: 220 }}
      />
      <Input
        type="date"
        aria-label={t('From date')}
        value={fromDate}
        max={toDate || undefined}
        onChange={(event) => onDatesChange(event.target.value, toDate)}
        style={{ width: 170 }}
      />
      <Input
        type="date"
        aria-label={t('To date')}
        value={toDate}
        min={fromDate || undefined}
        onChange={(event) => onDatesChange(fromDate, event.target.value)}
        style={{ width: 170 }}
      />
      <Segmented<ReviewedFilter>
        aria-label={t('Reviewed')}
        options={reviewedOptions}
        value={filter.reviewed}
        onChange={(reviewed) => onFilterChange({ reviewed })}
      />
      {filter.theme && (
        // A link from the product home's themes sets it; there is no field to type one in.
        <Tag style={{ marginInlineEnd: 0, paddingInlineEnd: 0 }}>
          {t('Theme: {{theme}}', { theme: filter.theme })}
          <Button
            type="text"
            size="small"
            aria-label={t('Remove the filter Theme: {{theme}}', { theme: filter.theme })}
            icon={<CloseOutlined aria-hidden />}
            onClick={() => onFilterChange({ theme: undefined })}
          />
        </Tag>
      )}
    </Flex>
  );
}
