import { Tag } from 'antd';
import type { SentimentLabel } from '../../../gql/graphql';
import { SENTIMENT_COLOURS } from '../lib/recording-labels';

/** The label with its score, so "Neutral" at -0.04 and at 0.04 can be told apart. */
export function SentimentTag({ label, score }: { label?: SentimentLabel | null; score?: number | null }) {
  if (!label) return <Tag>Not scored</Tag>;
  return (
    <Tag color={SENTIMENT_COLOURS[label]}>
      {label}
      {typeof score === 'number' ? ` (${score.toFixed(2)})` : ''}
    </Tag>
  );
}
