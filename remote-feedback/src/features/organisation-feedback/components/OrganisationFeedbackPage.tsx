import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Flex, Select, Skeleton, Typography } from 'antd';
import { useId, useState } from 'react';
import {
  type FeedbackFormMode,
  FeedbackFormSection,
} from '../../inline-widget/components/FeedbackFormSection';
import { PageProblem } from '../../public-page/components/PageProblem';
import { PublicPage } from '../../public-page/components/PublicPage';
import { useOrganisationParam } from '../../public-page/lib/organisation-param';
import { errorCodeOf } from '../../public-page/lib/query-problem';
import { OrganisationFeedbackPageQuery } from '../api/organisation-feedback-page-query';

const MESSAGE_MODE: FeedbackFormMode = { kind: 'message' };

/**
 * `/feedback?organisation=<id>`: an organisation's public feedback page. A visitor picks one of
 * its active products and leaves a voice message or a written one through the product's widget
 * form, without signing in.
 */
export function OrganisationFeedbackPage() {
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
  return <OrganisationFeedback organisationId={organisationId} />;
}

function OrganisationFeedback({ organisationId }: { organisationId: string }) {
  const { data, loading, error, refetch } = useQuery(OrganisationFeedbackPageQuery, {
    variables: { organisationId },
  });
  const [chosenProductId, setChosenProductId] = useState<string | null>(null);
  const productLabelId = useId();

  if (loading && !data) {
    return (
      <PublicPage>
        <Skeleton active />
      </PublicPage>
    );
  }
  if (!data) {
    const notFound = errorCodeOf(error).code === 'NOT_FOUND';
    return (
      <PublicPage>
        <PageProblem
          status={notFound ? '404' : 'error'}
          title={notFound ? 'This feedback page does not exist' : 'The feedback page could not be loaded'}
          message={failureMessage(error)}
          onRetry={notFound ? undefined : () => void refetch()}
        />
      </PublicPage>
    );
  }

  const { key, name } = data.organisationFeedback;
  const products = data.feedbackProducts;
  const product = products.find((each) => each.id === chosenProductId) ?? products[0];
  return (
    <PublicPage title={name} subtitle="Tell us what you think: we read every message.">
      {!product ? (
        <PageProblem
          status="info"
          title="No feedback at the moment"
          message={`${name} does not take feedback on this page at the moment.`}
        />
      ) : (
        <>
          {products.length > 1 ? (
            <Flex vertical gap={8}>
              <Typography.Text strong id={productLabelId}>
                Which product is your feedback about?
              </Typography.Text>
              <Select
                aria-labelledby={productLabelId}
                value={product.id}
                onChange={setChosenProductId}
                options={products.map((each) => ({ value: each.id, label: each.name }))}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Flex>
          ) : (
            <Typography.Text>
              Your feedback about <Typography.Text strong>{product.name}</Typography.Text>
            </Typography.Text>
          )}
          <FeedbackFormSection
            key={product.id}
            widgetKey={key}
            productId={product.id}
            organisationName={name}
            label={`Feedback about ${product.name}`}
            mode={MESSAGE_MODE}
          />
        </>
      )}
    </PublicPage>
  );
}
