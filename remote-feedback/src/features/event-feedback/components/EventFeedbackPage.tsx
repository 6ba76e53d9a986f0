import { useQuery } from '@apollo/client/react';
import { Skeleton } from 'antd';
import { useMemo } from 'react';
import { PublicPageLanguage, usePageLanguage, usePageTitle } from '../../../i18n/page-language';
import {
  type FeedbackFormMode,
  FeedbackFormSection,
} from '../../inline-widget/components/FeedbackFormSection';
import { PageProblem } from '../../public-page/components/PageProblem';
import { PublicPage } from '../../public-page/components/PublicPage';
import { useOrganisationParam } from '../../public-page/lib/organisation-param';
import { errorCodeOf } from '../../public-page/lib/query-problem';
import { EventFeedbackPageQuery } from '../api/event-feedback-page-query';

export type EventSlug = 'techxpo1' | 'techxpo2' | 'techxpo3';

/** The event's name in the tab, as the route names it ("TechXpo 2"): a name, the same in every language. */
const EVENT_NAMES: Record<EventSlug, string> = {
  techxpo1: 'TechXpo 1',
  techxpo2: 'TechXpo 2',
  techxpo3: 'TechXpo 3',
};

/**
 * `/feedback/techxpo1…3?organisation=<id>`: an event page as an Admin configured it, its
 * questions asked through the widget's form and recorded as answers for the page's product.
 */
export function EventFeedbackPage({ slug }: { slug: EventSlug }) {
  return (
    <PublicPageLanguage>
      <EventFeedbackOfLink slug={slug} />
    </PublicPageLanguage>
  );
}

function EventFeedbackOfLink({ slug }: { slug: EventSlug }) {
  const organisationId = useOrganisationParam();
  const { t } = usePageLanguage();
  usePageTitle(EVENT_NAMES[slug]);
  if (!organisationId) {
    return (
      <PublicPage>
        <PageProblem
          status="info"
          title={t('page.whichOrganisation')}
          message={t('page.whichOrganisationHelp')}
        />
      </PublicPage>
    );
  }
  return <EventFeedback organisationId={organisationId} slug={slug} />;
}

function EventFeedback({ organisationId, slug }: { organisationId: string; slug: EventSlug }) {
  const { t, problem } = usePageLanguage();
  const { data, loading, error, refetch } = useQuery(EventFeedbackPageQuery, {
    variables: { organisationId, slug },
  });
  const page = data?.publicEventPage;
  const mode = useMemo<FeedbackFormMode>(
    () => ({ kind: 'questions', questions: page?.questions ?? [] }),
    [page?.questions],
  );

  if (loading && !data) {
    return (
      <PublicPage>
        <Skeleton active />
      </PublicPage>
    );
  }
  if (!data || !page) {
    const notFound = errorCodeOf(error).code === 'NOT_FOUND';
    return (
      <PublicPage>
        <PageProblem
          status={notFound ? 'info' : 'error'}
          title={notFound ? t('event.notOpen') : t('event.failed')}
          message={notFound ? t('event.notOpenHelp') : problem(error)}
          onRetry={notFound ? undefined : () => void refetch()}
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage title={page.title} subtitle={`${page.organisationName} · ${page.productName}`}>
      <FeedbackFormSection
        widgetKey={data.organisationFeedback.key}
        productId={page.productId}
        organisationName={page.organisationName}
        label={page.title}
        mode={mode}
      />
    </PublicPage>
  );
}
