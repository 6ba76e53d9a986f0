import { useSession } from '@hearback/shared';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { OrganisationQuery as OrganisationQueryResult } from '../../../gql/graphql';
import { EventPages } from '../../event-pages/components/EventPages';
import { countryName } from '../lib/countries';
import { ORGANISATION_TYPE_LABELS } from '../lib/organisation-types';
import { EditOrganisationForm } from './EditOrganisationForm';
import { FeedbackPageLink } from './FeedbackPageLink';
import { OrganisationDomain } from './OrganisationDomain';
import { TrialDaysLeft } from './TrialDaysLeft';
import { WidgetToken } from './WidgetToken';

type Organisation = NonNullable<OrganisationQueryResult['organizationsQuery']>;

const NOT_SET = <Typography.Text type="secondary">Not set</Typography.Text>;

/** The organisation as everyone in it sees it; Admins may edit it in place. */
export function OrganisationDetails({ organisation }: { organisation: Organisation }) {
  const { isAdmin } = useSession();
  const [editing, setEditing] = useState(false);

  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2}>{organisation.name}</Typography.Title>
        {isAdmin && !editing && <Button onClick={() => setEditing(true)}>Edit details</Button>}
      </Flex>
      {editing ? (
        <EditOrganisationForm organisation={organisation} onDone={() => setEditing(false)} />
      ) : (
        <Descriptions
          bordered
          column={1}
          style={{ maxWidth: 720 }}
          items={[
            { key: 'name', label: 'Organisation name', children: organisation.name },
            {
              key: 'website',
              label: 'Website',
              children: organisation.website ? (
                <Typography.Link href={organisation.website} target="_blank" rel="noreferrer">
                  {organisation.website}
                </Typography.Link>
              ) : (
                NOT_SET
              ),
            },
            {
              key: 'country',
              label: 'Country',
              children: organisation.country
                ? countryName(organisation.country, navigator.language)
                : NOT_SET,
            },
            { key: 'type', label: 'Type', children: ORGANISATION_TYPE_LABELS[organisation.type] },
            {
              key: 'widgetKey',
              label: 'Widget key',
              children: (
                <Typography.Text code copyable={{ tooltips: ['Copy widget key', 'Copied'] }}>
                  {organisation.widgetKey}
                </Typography.Text>
              ),
            },
            // The token is a secret: only Admins, who install widgets, get it from the server.
            ...(isAdmin ? [{ key: 'widgetToken', label: 'Widget token', children: <WidgetToken /> }] : []),
            {
              key: 'feedbackPage',
              label: 'Public feedback page',
              children: <FeedbackPageLink organisationId={organisation.id} />,
            },
            { key: 'trial', label: 'Trial', children: <TrialDaysLeft /> },
          ]}
        />
      )}
      {!editing && isAdmin && <OrganisationDomain />}
      {!editing && <EventPages organisationId={organisation.id} />}
    </>
  );
}
