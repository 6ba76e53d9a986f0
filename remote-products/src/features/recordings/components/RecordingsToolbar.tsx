import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Segmented, Select, Tag } from 'antd';
import type { SentimentLabel, TranscriptionStatus, WidgetPurpose } from '../../../gql/graphql';
import { PURPOSE_LABELS } from '../lib/recording-labels';
import type { RecordingsFilterState, ReviewedFilter } from '../lib/recordings-variables';
import { TRANSCRIPTION_STATUS_LABELS, TRANSCRIPTION_STATUSES } from '../lib/transcription';

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

const PURPOSES = Object.entries(PURPOSE_LABELS).map(([value, label]) => ({
  value: value as WidgetPurpose,
  label,
}));
const SENTIMENTS: Array<{ value: SentimentLabel; label: string }> = [
  { value: 'Positive', label: 'Positive' },
  { value: 'Neutral', label: 'Neutral' },
  { value: 'Negative', label: 'Negative' },
];
const TRANSCRIPTION_OPTIONS = TRANSCRIPTION_STATUSES.map((value) => ({
  value,
  label: TRANSCRIPTION_STATUS_LABELS[value],
}));
const REVIEWED: Array<{ value: ReviewedFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'unreviewed', label: 'To review' },
  { value: 'reviewed', label: 'Reviewed' },
];

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
  return (
    <Flex gap={12} align="center" wrap>
      <Input.Search
        aria-label="Search recordings"
        placeholder="Search in messages and transcripts"
        allowClear
        value={searchText}
        onChange={(event) => onSearchChange(event.target.value)}
        style={{ width: 300 }}
      />
      <Select<WidgetPurpose>
        aria-label="Purpose"
        placeholder="Any purpose"
        allowClear
        options={PURPOSES}
        value={filter.messageType}
        onChange={(messageType) => onFilterChange({ messageType })}
        style={{ width: 190 }}
      />
      <Select<SentimentLabel>
        aria-label="Sentiment"
        placeholder="Any sentiment"
        allowClear
        options={SENTIMENTS}
        value={filter.sentimentLabel}
        onChange={(sentimentLabel) => onFilterChange({ sentimentLabel })}
        style={{ width: 160 }}
      />
      <Select<TranscriptionStatus>
        aria-label="Transcript status"
        placeholder="Any transcript status"
        allowClear
        options={TRANSCRIPTION_OPTIONS}
        value={filter.transcriptionStatus}
        onChange={(transcriptionStatus) => onFilterChange({ transcriptionStatus })}
        style={{ width: 220 }}
      />
      <Input
        type="date"
        aria-label="From date"
        value={fromDate}
        max={toDate || undefined}
        onChange={(event) => onDatesChange(event.target.value, toDate)}
        style={{ width: 170 }}
      />
      <Input
        type="date"
        aria-label="To date"
        value={toDate}
        min={fromDate || undefined}
        onChange={(event) => onDatesChange(fromDate, event.target.value)}
        style={{ width: 170 }}
      />
      <Segmented<ReviewedFilter>
        aria-label="Reviewed"
        options={REVIEWED}
        value={filter.reviewed}
        onChange={(reviewed) => onFilterChange({ reviewed })}
      />
      {filter.theme && (
        // A link from the product home's themes sets it; there is no field to type one in.
        <Tag style={{ marginInlineEnd: 0, paddingInlineEnd: 0 }}>
          Theme: {filter.theme}
          <Button
            type="text"
            size="small"
            aria-label={`Remove the filter Theme: ${filter.theme}`}
            icon={<CloseOutlined aria-hidden />}
            onClick={() => onFilterChange({ theme: undefined })}
          />
        </Tag>
      )}
    </Flex>
  );
}
