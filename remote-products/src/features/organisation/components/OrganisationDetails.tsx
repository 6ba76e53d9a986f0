import { useDashboardLanguage, useSession } from '@hearback/shared';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { OrganisationQuery as OrganisationQueryResult } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { EventPages } from '../../event-pages/components/EventPages';
import { countryName } from '../lib/countries';
import { organisationTypeLabel } from '../lib/organisation-types';
import { EditOrganisationForm } from './EditOrganisationForm';
import { FeedbackPageLink } from './FeedbackPageLink';
import { OrganisationDomain } from './OrganisationDomain';
import { TrialDaysLeft } from './TrialDaysLeft';
import { WidgetToken } from './WidgetToken';

type Organisation = NonNullable<OrganisationQueryResult['organizationsQuery']>;

/** The organisation as everyone in it sees it; Admins may edit it in place. */
export function OrganisationDetails({ organisation }: { organisation: Organisation }) {
  const { t } = useProductsTranslation();
  const language = useDashboardLanguage();
  const { isAdmin } = useSession();
  const [editing, setEditing] = useState(false);
  const notSet = <Typography.Text type="secondary">{t('Not set')}</Typography.Text>;

  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2}>{organisation.name}</Typography.Title>
        {isAdmin && !editing && <Button onClick={() => setEditing(true)}>{t('Edit details')}</Button>}
      </Flex>
      {editing ? (
        <EditOrganisationForm organisation={organisation} onDone={() => setEditing(false)} />
      ) : (
        <Descriptions
          bordered
          column={1}
          style={{ maxWidth: 720 }}
          items={[
            { key: 'name', label: t('Organisation name'), children: organisation.name },
            {
              key: 'website',
              label: t('Website'),
              children: organisation.website ? (
                <Typography.Link href={organisation.website} target="_blank" rel="noreferrer">
                  {organisation.website}
                </Typography.Link>
              ) : (
                notSet
              ),
            },
            {
              key: 'country',
              label: t('Country'),
              children: organisation.country ? countryName(organisation.country, language) : notSet,
            },
            { key: 'type', label: t('Type'), children: organisationTypeLabel(organisation.type, t) },
            {
              key: 'widgetKey',
              label: t('Widget key'),
              children: (
                <Typography.Text code copyable={{ tooltips: [t('Copy widget key'), t('Copied')] }}>
                  {organisation.widgetKey}
                </Typography.Text>
              ),
            },
            // The token is a secret: only Admins, who install widgets, get it from the server.
            ...(isAdmin ? [{ key: 'widgetToken', label: t('Widget token'), children: <WidgetToken /> }] : []),
            {
              key: 'feedbackPage',
              label: t('Public feedback page'),
              children: <FeedbackPageLink organisationId={organisation.id} />,
            },
            { key: 'trial', label: t('Trial'), children: <TrialDaysLeft /> },
          ]}
        />
      )}
      {!editing && isAdmin && <OrganisationDomain />}
      {!editing && <EventPages organisationId={organisation.id} />}
    </>
  );
}
