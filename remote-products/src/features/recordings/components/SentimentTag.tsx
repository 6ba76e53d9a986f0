import { Tag, Typography } from 'antd';
import type { SentimentLabel, SentimentSource } from '../../../gql/graphql';
import { SENTIMENT_COLOURS } from '../lib/recording-labels';
import { SENTIMENT_SOURCE_NOTES } from '../lib/transcription';

/**
 * The label with its score, so "Neutral" at -0.04 and at 0.04 can be told apart, and what it was
 * read from when a transcript had a part in it.
 */
export function SentimentTag({
  label,
  score,
  source,
}: {
  label?: SentimentLabel | null;
  score?: number | null;
  source?: SentimentSource | null;
}) {
  if (!label) return <Tag>Not scored</Tag>;
  const note = source ? SENTIMENT_SOURCE_NOTES[source] : null;
  return (
    <span>
      <Tag color={SENTIMENT_COLOURS[label]}>
        {label}
        {typeof score === 'number' ? ` (${score.toFixed(2)})` : ''}
      </Tag>
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </span>
  );
}
