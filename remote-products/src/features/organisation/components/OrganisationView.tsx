import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useProductsTranslation } from '../../../i18n/translations';
import { DomainJoinOffersQuery } from '../api/domain-join-operations';
import { OrganisationQuery } from '../api/organisation-query';
import { CreateOrganisationForm } from './CreateOrganisationForm';
import { DomainJoinOffer } from './DomainJoinOffer';
import { OrganisationDetails } from './OrganisationDetails';

/**
 * The organisation page: until the user has one, the organisations that proved their e-mail
 * domain (to ask to join) and the creation form; then its details.
 */
export function OrganisationView() {
  const { t } = useProductsTranslation();
  const { data, loading, error, refetch } = useQuery(OrganisationQuery, { fetchPolicy: 'cache-and-network' });

  if (loading && !data) return <Skeleton active />;
  if (error && !data) {
    return (
      <Result
        status="error"
        title={t('The organisation could not be loaded')}
        subTitle={failureMessage(error)}
        extra={<Button onClick={() => void refetch()}>{t('Try again')}</Button>}
      />
    );
  }
  const organisation = data?.organizationsQuery;
  return organisation ? <OrganisationDetails organisation={organisation} /> : <WithoutOrganisation />;
}

function WithoutOrganisation() {
  const { t } = useProductsTranslation();
  const { data, loading, error } = useQuery(DomainJoinOffersQuery, { fetchPolicy: 'network-only' });
  const [declined, setDeclined] = useState(false);

  if (loading && !data) return <Skeleton active />;
  const offers = data?.domainJoinOffers ?? [];
  if (offers.length > 0 && !declined)
    return <DomainJoinOffer offers={offers} onDecline={() => setDeclined(true)} />;
  return (
    <>
      {/* Without the offers the user can still found their own organisation. */}
      {error && !data && (
        <Alert
          type="warning"
          showIcon
          title={t('We could not check whether an organisation uses your domain. You can create your own.')}
          style={{ marginBottom: 16 }}
        />
      )}
      <CreateOrganisationForm />
    </>
  );
}
