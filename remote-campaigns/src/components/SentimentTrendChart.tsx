import { type CampaignsT, useCampaignsTranslation } from '../i18n/translations';
import { formatCount } from '../lib/format';

interface Point {
  day: string;
  positive: number;
  neutral: number;
  negative: number;
}

const WIDTH = 720;
const HEIGHT = 200;
const AXIS = 24;
export const SENTIMENT_COLOURS = { positive: '#52c41a', neutral: '#bfbfbf', negative: '#ff4d4f' } as const;

/** The sentiments a chart and a summary count, as the API's statistics name them. */
export type Sentiment = keyof typeof SENTIMENT_COLOURS;

function barTitle(t: CampaignsT, kind: Sentiment, day: string, count: number): string {
  const values = { day, responses: formatCount(count) };
  switch (kind) {
    case 'positive':
      return t('{{day}}: {{responses}} positive', values);
    case 'neutral':
      return t('{{day}}: {{responses}} neutral', values);
    case 'negative':
      return t('{{day}}: {{responses}} negative', values);
  }
}

/**
 * Responses per day stacked by sentiment, as SVG. Not @ant-design/plots: no remote depends on it,
 * and its engine alone outweighs this remote's budget for one bar chart.
 */
export function SentimentTrendChart({ points }: { points: Point[] }) {
  const { t } = useCampaignsTranslation();
  const totals = points.map((point) => point.positive + point.neutral + point.negative);
  const max = Math.max(1, ...totals);
  const slot = WIDTH / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - AXIS;
  const scale = (count: number) => (count / max) * (plot - 16);
  const first = points[0]?.day;
  const last = points[points.length - 1]?.day;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={t('Responses per day by sentiment from {{first}} to {{last}}, at most {{max}} a day', {
        first: first ?? '–',
        last: last ?? '–',
        max: formatCount(max),
      })}
      style={{ maxWidth: WIDTH, display: 'block' }}
    >
      <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke="#d9d9d9" />
      <text x={0} y={12} fontSize={11} fill="#8c8c8c">
        {formatCount(max)}
      </text>
      {points.map((point, index) => {
        let top = plot;
        return (['negative', 'neutral', 'positive'] as const).map((kind) => {
          const height = scale(point[kind]);
          top -= height;
          return (
            <rect
              key={`${point.day}-${kind}`}
              x={index * slot + (slot - barWidth) / 2}
              y={top}
              width={barWidth}
              height={height}
              fill={SENTIMENT_COLOURS[kind]}
            >
              <title>{barTitle(t, kind, point.day, point[kind])}</title>
            </rect>
          );
        });
      })}
      {first && (
        <text x={0} y={HEIGHT - 6} fontSize={11} fill="#8c8c8c">
          {first}
        </text>
      )}
      {last && last !== first && (
        <text x={WIDTH} y={HEIGHT - 6} fontSize={11} fill="#8c8c8c" textAnchor="end">
          {last}
        </text>
      )}
    </svg>
  );
}
