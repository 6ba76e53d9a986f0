import { Button, Card, Flex, Input, Tag, Typography } from 'antd';
import type { EventPageFieldsFragment } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { embedSnippet, eventPageUrl } from '../lib/event-page-links';

export interface EventPageCardProps {
  page: EventPageFieldsFragment;
  organisationId: string;
  /** Admins only: opens the configuration form. */
  onConfigure?: () => void;
}

function EventPageStatus({ page }: { page: EventPageFieldsFragment }) {
  const { t } = useProductsTranslation();
  if (!page.configured) return <Tag>{t('Not set up')}</Tag>;
  if (!page.isActive) return <Tag color="default">{t('Closed')}</Tag>;
  if (page.product && !page.product.isActive) return <Tag color="warning">{t('Product inactive')}</Tag>;
  return <Tag color="success">{t('Open')}</Tag>;
}

/** One event page: where it stands, what it asks, and its link and embed code to copy. */
export function EventPageCard({ page, organisationId, onConfigure }: EventPageCardProps) {
  const { t } = useProductsTranslation();
  const url = eventPageUrl(page.slug, organisationId);
  const embedId = `embed-${page.slug}`;
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <span>{page.title}</span>
          <EventPageStatus page={page} />
        </Flex>
      }
      extra={
        onConfigure && <Button onClick={onConfigure}>{page.configured ? t('Edit') : t('Set up')}</Button>
      }
      aria-label={t('Event page {{slug}}', { slug: page.slug })}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{page.slug}</Typography.Text>
        {page.configured ? (
          <>
            <Typography.Text>{t('Product: {{name}}', { name: page.product?.name })}</Typography.Text>
            <ol style={{ margin: 0, paddingInlineStart: 20 }}>
              {page.questions.map((question) => (
                <li key={question.id}>{question.text}</li>
              ))}
            </ol>
          </>
        ) : (
          <Typography.Text type="secondary">
            {t('An Admin chooses its title, product and questions.')}
          </Typography.Text>
        )}
        <Typography.Link
          href={url}
          target="_blank"
          rel="noreferrer"
          copyable={{ text: url, tooltips: [t('Copy link'), t('Copied')] }}
        >
          {url}
        </Typography.Link>
        <label htmlFor={embedId}>
          <Typography.Text strong>{t('Embed code')}</Typography.Text>
        </label>
        <Flex gap={8} align="flex-start">
          <Input.TextArea id={embedId} readOnly autoSize value={embedSnippet(url, page.title)} />
          <Typography.Text
            copyable={{ text: embedSnippet(url, page.title), tooltips: [t('Copy embed code'), t('Copied')] }}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
