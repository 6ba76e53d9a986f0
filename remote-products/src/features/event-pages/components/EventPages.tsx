import { useQuery } from '@apollo/client/react';
import { failureMessage, useSession } from '@hearback/shared';
import { Alert, Button, Col, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useProductsTranslation } from '../../../i18n/translations';
import { EventPagesQuery } from '../api/event-pages-query';
import { EventPageCard } from './EventPageCard';
import { EventPageForm } from './EventPageForm';

/**
 * The organisation's event feedback pages (/feedback/techxpo1…3), on its details page beside the
 * public feedback page: everyone sees them and their links, Admins configure them.
 */
export function EventPages({ organisationId }: { organisationId: string }) {
  const { t } = useProductsTranslation();
  const { isAdmin } = useSession();
  const { data, loading, error, refetch } = useQuery(EventPagesQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<string | null>(null);
  const pages = data?.eventPages ?? [];
  const page = pages.find((each) => each.slug === editing);

  return (
    <section aria-labelledby="event-pages-title" style={{ marginTop: 32 }}>
      <Typography.Title level={3} id="event-pages-title">
        {t('Event feedback pages')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(
          "Public pages for events: each asks its own questions without sign-in, and can be embedded in another site. Answers arrive in the chosen product's recordings.",
        )}
      </Typography.Paragraph>
      {loading && !data && <Skeleton active />}
      {error && !data && (
        <Alert
          type="error"
          showIcon
          title={t('The event pages could not be loaded.')}
          description={failureMessage(error)}
          action={<Button onClick={() => void refetch()}>{t('Try again')}</Button>}
        />
      )}
      <Row gutter={[16, 16]}>
        {pages.map((each) => (
          <Col key={each.slug} xs={24} xxl={8}>
            <EventPageCard
              page={each}
              organisationId={organisationId}
              onConfigure={isAdmin ? () => setEditing(each.slug) : undefined}
            />
          </Col>
        ))}
      </Row>
      {page && <EventPageForm page={page} onClose={() => setEditing(null)} />}
    </section>
  );
}
