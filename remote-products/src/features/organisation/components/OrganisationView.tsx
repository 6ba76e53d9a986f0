import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Button, Result, Skeleton } from 'antd';
import { OrganisationQuery } from '../api/organisation-query';
import { CreateOrganisationForm } from './CreateOrganisationForm';
import { OrganisationDetails } from './OrganisationDetails';

/** The organisation page: the creation form until the user has one, then its details. */
export function OrganisationView() {
  const { data, loading, error, refetch } = useQuery(OrganisationQuery, { fetchPolicy: 'cache-and-network' });

  if (loading && !data) return <Skeleton active />;
  if (error && !data) {
    return (
      <Result
        status="error"
        title="The organisation could not be loaded"
        subTitle={failureMessage(error)}
        extra={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  const organisation = data?.organizationsQuery;
  return organisation ? <OrganisationDetails organisation={organisation} /> : <CreateOrganisationForm />;
}
