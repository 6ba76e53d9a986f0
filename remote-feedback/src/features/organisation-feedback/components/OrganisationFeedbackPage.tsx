import { useQuery } from '@apollo/client/react';
import { Flex, Select, Skeleton, Typography } from 'antd';
import { useId, useState } from 'react';
import { PublicPageLanguage, usePageLanguage, usePageTitle } from '../../../i18n/page-language';
import { textWithNodes } from '../../../i18n/text-with-nodes';
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
  return (
    <PublicPageLanguage>
      <OrganisationFeedbackOfLink />
    </PublicPageLanguage>
  );
}

function OrganisationFeedbackOfLink() {
  const organisationId = useOrganisationParam();
  const { t } = usePageLanguage();
  usePageTitle(t('title.feedback'));
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
  return <OrganisationFeedback organisationId={organisationId} />;
}

function OrganisationFeedback({ organisationId }: { organisationId: string }) {
  const { t, problem } = usePageLanguage();
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
          title={notFound ? t('organisation.notFound') : t('organisation.failed')}
          message={problem(error)}
          onRetry={notFound ? undefined : () => void refetch()}
        />
      </PublicPage>
    );
  }

  const { key, name } = data.organisationFeedback;
  const products = data.feedbackProducts;
  const product = products.find((each) => each.id === chosenProductId) ?? products[0];
  return (
    <PublicPage title={name} subtitle={t('organisation.subtitle')}>
      {!product ? (
        <PageProblem
          status="info"
          title={t('organisation.closed')}
          message={t('organisation.closedHelp', { organisation: name })}
        />
      ) : (
        <>
          {products.length > 1 ? (
            <Flex vertical gap={8}>
              <Typography.Text strong id={productLabelId}>
                {t('organisation.whichProduct')}
              </Typography.Text>
              <Select
                aria-labelledby={productLabelId}
                value={product.id}
                onChange={setChosenProductId}
                options={products.map((each) => ({ value: each.id, label: each.name }))}
                showSearch={{ optionFilterProp: 'label' }}
                notFoundContent={t('organisation.noProductMatches')}
              />
            </Flex>
          ) : (
            <Typography.Text>
              {textWithNodes(t('organisation.aboutProduct'), {
                product: <Typography.Text strong>{product.name}</Typography.Text>,
              })}
            </Typography.Text>
          )}
          <FeedbackFormSection
            key={product.id}
            widgetKey={key}
            productId={product.id}
            organisationName={name}
            label={t('organisation.formLabel', { product: product.name })}
            mode={MESSAGE_MODE}
          />
        </>
      )}
    </PublicPage>
  );
}
