import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Skeleton } from 'antd';
import { useMemo } from 'react';
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

/**
 * `/feedback/techxpo1…3?organisation=<id>`: an event page as an Admin configured it, its
 * questions asked through the widget's form and recorded as answers for the page's product.
 */
export function EventFeedbackPage({ slug }: { slug: EventSlug }) {
  const organisationId = useOrganisationParam();
  if (!organisationId) {
    return (
      <PublicPage>
        <PageProblem
          status="info"
          title="Which organisation?"
          message="Open this page through the link the organisation shared: it names the organisation."
        />
      </PublicPage>
    );
  }
  return <EventFeedback organisationId={organisationId} slug={slug} />;
}

function EventFeedback({ organisationId, slug }: { organisationId: string; slug: EventSlug }) {
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
          title={notFound ? 'This event page is not open' : 'The event page could not be loaded'}
          message={
            notFound
              ? 'The organisation has not opened this page, or has closed it. Ask them for the current link.'
              : failureMessage(error)
          }
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
