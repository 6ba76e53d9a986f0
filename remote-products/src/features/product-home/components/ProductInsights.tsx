import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Alert, Card, Flex, Segmented, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useProductsTranslation } from '../../../i18n/translations';
import { ProductSentimentTrendQuery, ProductThemesQuery } from '../api/product-insights-queries';
import {
  DEFAULT_THEME_PERIOD,
  periodStart,
  THEME_PERIODS,
  THEMES_SHOWN,
  type ThemePeriod,
  themeLink,
} from '../lib/insights';
import { userTimeZone } from '../lib/time-zone';

const SentimentTrendChart = lazy(() => import('./SentimentTrendChart'));

/** Quieter text that still has 7:1 contrast on white (antd's secondary grey has 3.4:1). */
const MUTED = { color: '#595959' };
/** The brand's green darkened to 6.5:1 on white (the primary green itself has 4.2:1). */
const LINK = { color: '#1d6b43' };

/** Sentiment per week over the last 13 weeks (about 90 days). */
export function SentimentOverTime({ productId }: { productId: string }) {
  const { t } = useProductsTranslation();
  const { data, loading, error } = useQuery(ProductSentimentTrendQuery, {
    variables: { productId, timeZone: userTimeZone() },
    fetchPolicy: 'cache-and-network',
  });
  const weeks = data?.productSentimentTrend;
  let body: React.ReactNode;
  if (loading && !weeks) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (error && !weeks) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('Sentiment over time could not be loaded.')}
        description={failureMessage(error)}
      />
    );
  } else if (!weeks || weeks.every((week) => week.count === 0)) {
    body = (
      <Typography.Text style={MUTED}>
        {t(
          'No scored feedback in the last 90 days. Each written or spoken comment gets a sentiment, and its week shows here.',
        )}
      </Typography.Text>
    );
  } else {
    body = (
      <Flex vertical gap={4}>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 210 }} />}>
          <SentimentTrendChart weeks={weeks} />
        </Suspense>
        <Typography.Text style={MUTED}>
          {t(
            "Each bar is a week's average sentiment, from −1 to +1; the figure beneath it is how many responses were scored that week.",
          )}
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <Card
      size="small"
      title={t('Sentiment over time')}
      extra={<Typography.Text style={MUTED}>{t('Weekly, last 90 days')}</Typography.Text>}
    >
      {body}
    </Card>
  );
}

/** The most characteristic words and phrases of the chosen period, each a link to its recordings. */
export function TopThemes({ productId }: { productId: string }) {
  const { t } = useProductsTranslation();
  const [period, setPeriod] = useState<ThemePeriod>(DEFAULT_THEME_PERIOD);
  const from = useMemo(() => periodStart(period), [period]);
  const { data, loading, error } = useQuery(ProductThemesQuery, {
    variables: { productId, from, limit: THEMES_SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const themes = data?.productThemes;
  let body: React.ReactNode;
  if (loading && !themes) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (error && !themes) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('Themes could not be loaded.')}
        description={failureMessage(error)}
      />
    );
  } else if (!themes || themes.length === 0) {
    body = (
      <Typography.Text style={MUTED}>
        {t(
          'No themes in the last {{days}} days yet. Themes are the words and phrases that come up in written feedback and in transcribed voice messages; they appear once a few have arrived.',
          { days: period },
        )}
      </Typography.Text>
    );
  } else {
    body = (
      <ol
        aria-label={t('Top themes of the last {{days}} days', { days: period })}
        style={{ margin: 0, paddingLeft: 20 }}
      >
        {themes.map((theme) => (
          <li key={theme.phrase} style={{ padding: '4px 0' }}>
            <Flex justify="space-between" gap={12}>
              <Link to={themeLink(productId, theme.phrase)} style={LINK}>
                {theme.phrase}
              </Link>
              <Typography.Text style={MUTED}>
                {t('{{count}} recordings', { count: theme.recordings })}
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Card
      size="small"
      title={t('Top themes')}
      extra={
        <Segmented<ThemePeriod>
          size="small"
          aria-label={t('Period of the themes')}
          value={period}
          options={THEME_PERIODS.map((days) => ({ value: days, label: t('{{days}} days', { days }) }))}
          onChange={setPeriod}
        />
      }
    >
      {body}
    </Card>
  );
}
