import { PRIMARY_COLOR } from '@hearback/shared';
import type { ProductStatsQuery } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';

type Day = ProductStatsQuery['productStats']['responsesPerDay'][number];

const WIDTH = 720;
const HEIGHT = 200;
const AXIS = 24;

/**
 * Responses per day as SVG bars. Loaded lazily. Not @ant-design/plots: its G2 engine alone is
 * several times this remote's 100 KB gzip budget, for one bar chart.
 */
export default function ResponsesChart({ days }: { days: Day[] }) {
  const { t } = useProductsTranslation();
  const max = Math.max(1, ...days.map((day) => day.count));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - AXIS;
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={t('Responses per day: {{total}} from {{first}} to {{last}}, at most {{max}} a day', {
        total,
        first: first ?? '–',
        last: last ?? '–',
        max,
      })}
      style={{ maxWidth: WIDTH, display: 'block' }}
    >
      <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke="#d9d9d9" />
      <text x={0} y={12} fontSize={11} fill="#8c8c8c">
        {max}
      </text>
      {days.map((day, index) => {
        const height = (day.count / max) * (plot - 16);
        return (
          <rect
            key={day.date}
            x={index * slot + (slot - barWidth) / 2}
            y={plot - height}
            width={barWidth}
            height={height}
            rx={2}
            fill={PRIMARY_COLOR}
          >
            <title>{`${day.date}: ${day.count}`}</title>
          </rect>
        );
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
