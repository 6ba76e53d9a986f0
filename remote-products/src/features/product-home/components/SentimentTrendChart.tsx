import type { CSSProperties } from 'react';
import type { ProductSentimentTrendQuery } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { formatAverage, formatWeek } from '../lib/insights';

type Week = ProductSentimentTrendQuery['productSentimentTrend'][number];

const WIDTH = 720;
const HEIGHT = 210;
const AXIS = 36;
const LEFT = 28;
const TOP = 12;
// Text and marks at least 4.5:1 against the white card (antd's grey-8, green-8 and red-8).
const TEXT = '#595959';
const POSITIVE = '#237804';
const NEGATIVE = '#a8071a';
const NEUTRAL = '#595959';

/** Read by screen readers, not shown: the chart's figures as a table. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const colourOf = (average: number) => (average >= 0.05 ? POSITIVE : average <= -0.05 ? NEGATIVE : NEUTRAL);

/**
 * Average sentiment per week as SVG bars up (positive) or down (negative) from zero, with each
 * week's number of scored responses beneath; the same hand-drawn style as ResponsesChart, loaded
 * lazily for the same reason. The figures are also a visually hidden table.
 */
export default function SentimentTrendChart({ weeks }: { weeks: Week[] }) {
  const { t } = useProductsTranslation();
  const slot = (WIDTH - LEFT) / Math.max(1, weeks.length);
  const barWidth = Math.max(2, slot * 0.6);
  const zero = TOP + (HEIGHT - AXIS - TOP) / 2;
  const half = (HEIGHT - AXIS - TOP) / 2;
  const scored = weeks.reduce((sum, week) => sum + week.count, 0);
  const sum = weeks.reduce((total, week) => total + (week.averageSentiment ?? 0) * week.count, 0);
  const first = weeks[0]?.weekStart;
  const last = weeks[weeks.length - 1]?.weekStart;
  const weeksShown = { first: first ? formatWeek(first) : '–', last: last ? formatWeek(last) : '–', scored };
  const summary =
    scored === 0
      ? t(
          'Average sentiment per week, weeks of {{first}} to {{last}}: {{scored}} scored responses, no average',
          weeksShown,
        )
      : t(
          'Average sentiment per week, weeks of {{first}} to {{last}}: {{scored}} scored responses, average {{average}}',
          {
            ...weeksShown,
            average: formatAverage(sum / scored),
          },
        );
  return (
    <div style={{ position: 'relative' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={summary}
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        <line x1={LEFT} x2={WIDTH} y1={zero} y2={zero} stroke="#d9d9d9" />
        <text x={0} y={TOP + 4} fontSize={11} fill={TEXT}>
          +1
        </text>
        <text x={0} y={zero + 4} fontSize={11} fill={TEXT}>
          0
        </text>
        <text x={0} y={HEIGHT - AXIS - 2} fontSize={11} fill={TEXT}>
          −1
        </text>
        {weeks.map((week, index) => {
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          const average = week.averageSentiment;
          const height = average == null ? 0 : Math.max(1, Math.abs(average) * half);
          return (
            <g key={week.weekStart}>
              {average != null && (
                <rect
                  x={x}
                  y={average >= 0 ? zero - height : zero}
                  width={barWidth}
                  height={height}
                  rx={2}
                  fill={colourOf(average)}
                >
                  <title>
                    {t('Week of {{week}}: average {{average}}, {{scored}} scored', {
                      week: formatWeek(week.weekStart),
                      average: formatAverage(average),
                      scored: week.count,
                    })}
                  </title>
                </rect>
              )}
              <text x={x + barWidth / 2} y={HEIGHT - AXIS + 14} fontSize={10} fill={TEXT} textAnchor="middle">
                {week.count}
              </text>
            </g>
          );
        })}
        {first && (
          <text x={LEFT} y={HEIGHT - 4} fontSize={11} fill={TEXT}>
            {formatWeek(first)}
          </text>
        )}
        {last && last !== first && (
          <text x={WIDTH} y={HEIGHT - 4} fontSize={11} fill={TEXT} textAnchor="end">
            {formatWeek(last)}
          </text>
        )}
      </svg>
      <table style={VISUALLY_HIDDEN}>
        <caption>{t('Sentiment per week')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Week of')}</th>
            <th scope="col">{t('Scored responses')}</th>
            <th scope="col">{t('Average sentiment')}</th>
            <th scope="col">{t('Positive')}</th>
            <th scope="col">{t('Neutral')}</th>
            <th scope="col">{t('Negative')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{formatWeek(week.weekStart)}</th>
              <td>{week.count}</td>
              <td>{formatAverage(week.averageSentiment)}</td>
              <td>{week.positive}</td>
              <td>{week.neutral}</td>
              <td>{week.negative}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
