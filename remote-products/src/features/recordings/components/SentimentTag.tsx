import { Tag, Typography } from 'antd';
import type { SentimentLabel, SentimentSource } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { formatScore, SENTIMENT_COLOURS, sentimentLabel } from '../lib/recording-labels';
import { sentimentSourceNote } from '../lib/transcription';

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
  const { t } = useProductsTranslation();
  if (!label) return <Tag>{t('Not scored')}</Tag>;
  const note = source ? sentimentSourceNote(source) : null;
  return (
    <span>
      <Tag color={SENTIMENT_COLOURS[label]}>
        {sentimentLabel(label)}
        {typeof score === 'number' ? ` (${formatScore(score)})` : ''}
      </Tag>
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </span>
  );
}
