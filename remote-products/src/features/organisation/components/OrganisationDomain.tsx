import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { failureMessage, PRIMARY_COLOR, useDashboardLanguage, useNotify, useToast } from '@hearback/shared';
import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import type { OrganisationDomainFieldsFragment } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import {
  CheckOrganisationDomainMutation,
  OrganisationDomainQuery,
  SendOrganisationDomainEmailMutation,
} from '../api/organisation-domain-operations';
import { useDomainEmailConfirmation } from '../lib/use-domain-email-confirmation';

/** The kind of DNS record that proves the domain: a protocol's word, the same in every language. */
const PROOF_RECORD_TYPE = 'TXT';

const formatDay = (value: string, language: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
};

/**
 * The organisation's website domain and its proof (Admins only): until it is proved, nobody who
 * signs up with an address at it is offered to join. Proof by a DNS TXT record, or by a link
 * e-mailed to an Admin whose own address is at the domain (this page confirms that link).
 */
export function OrganisationDomain() {
  const { t } = useProductsTranslation();
  const headingId = useId();
  const { confirming } = useDomainEmailConfirmation();
  const { data, loading, error, refetch } = useQuery(OrganisationDomainQuery, {
    fetchPolicy: 'network-only',
    skip: confirming,
  });

  let body: ReactNode;
  if (confirming || (loading && !data)) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (error && !data) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('The domain could not be loaded')}
        description={failureMessage(error)}
        action={<Button onClick={() => void refetch()}>{t('Try again')}</Button>}
      />
    );
  } else if (!data?.organisationDomain) {
    body = (
      <Typography.Paragraph>
        {t(
          'Add your website to the organisation details to claim its domain. Once you prove that you own it, people who sign up with an address at it can ask to join.',
        )}
      </Typography.Paragraph>
    );
  } else {
    body = <DomainProof domain={data.organisationDomain} />;
  }

  return (
    <section id="organisation-domain" aria-labelledby={headingId} style={{ maxWidth: 720, marginTop: 32 }}>
      <Typography.Title level={3} id={headingId}>
        {t('Domain')}
      </Typography.Title>
      {body}
    </section>
  );
}

function DomainProof({ domain }: { domain: OrganisationDomainFieldsFragment }) {
  const { t } = useProductsTranslation();
  const language = useDashboardLanguage();
  const verified = domain.status === 'Verified';
  const provedOn = domain.verifiedAt ? formatDay(domain.verifiedAt, language) : '';
  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        column={1}
        items={[
          { key: 'domain', label: t('Domain'), children: domain.domain },
          {
            key: 'status',
            label: t('Status'),
            // Dark text beside a coloured icon: antd's coloured tags fall short of AA contrast.
            children: (
              <Flex align="center" gap={8}>
                {verified ? (
                  <CheckCircleOutlined aria-hidden style={{ color: PRIMARY_COLOR }} />
                ) : (
                  <WarningOutlined aria-hidden style={{ color: '#d48806' }} />
                )}
                <Typography.Text strong>{verified ? t('Verified') : t('Not verified')}</Typography.Text>
              </Flex>
            ),
          },
        ]}
      />
      {verified ? (
        <Typography.Paragraph>
          {domain.verifiedBy === 'AdminEmail'
            ? t(
                'Proved on {{date}} by e-mail. People who sign up with an address at {{domain}} are offered to ask to join; they get in only once an Admin accepts them.',
                { date: provedOn, domain: domain.domain },
              )
            : t(
                'Proved on {{date}} by a DNS record. People who sign up with an address at {{domain}} are offered to ask to join; they get in only once an Admin accepts them.',
                { date: provedOn, domain: domain.domain },
              )}
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph>
            {t(
              'Until you prove that your organisation owns {{domain}}, nobody who signs up with an address at it is offered to join.',
              { domain: domain.domain },
            )}
          </Typography.Paragraph>
          <DnsRecordProof domain={domain} />
          <EmailProof domain={domain} />
        </>
      )}
    </Flex>
  );
}

function DnsRecordProof({ domain }: { domain: OrganisationDomainFieldsFragment }) {
  const { t } = useProductsTranslation();
  const headingId = useId();
  const notify = useNotify();
  const toast = useToast();
  const [check, { loading }] = useMutation(CheckOrganisationDomainMutation, {
    // OrganisationDomain has no id: the query's answer is replaced by hand.
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: OrganisationDomainQuery,
          data: { organisationDomain: data.checkOrganisationDomain },
        });
    },
  });

  const handleCheck = async () => {
    try {
      const { data } = await check();
      if (data?.checkOrganisationDomain.status === 'Verified') {
        toast({ message: t('{{domain}} is verified.', { domain: domain.domain }), type: 'success' });
      }
    } catch (caught) {
      notify.error(failureMessage(caught));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId}>
        {t('Prove it with a DNS record')}
      </Typography.Title>
      <Typography.Paragraph>
        {t('Add this TXT record at your DNS host, then check it. New records can take a few hours to show.')}
      </Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'type',
            label: t('Type'),
            children: <Typography.Text code>{PROOF_RECORD_TYPE}</Typography.Text>,
          },
          {
            key: 'name',
            label: t('Name'),
            children: (
              <Typography.Text code copyable={{ tooltips: [t('Copy the record name'), t('Copied')] }}>
                {domain.txtRecordName}
              </Typography.Text>
            ),
          },
          {
            key: 'value',
            label: t('Value'),
            children: (
              <Typography.Text code copyable={{ tooltips: [t('Copy the record value'), t('Copied')] }}>
                {domain.txtRecordValue}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Button
        color="default"
        variant="solid"
        loading={loading}
        onClick={handleCheck}
        style={{ marginTop: 12 }}
      >
        {t('Check now')}
      </Button>
    </section>
  );
}

function EmailProof({ domain }: { domain: OrganisationDomainFieldsFragment }) {
  const { t } = useProductsTranslation();
  const headingId = useId();
  const notify = useNotify();
  const toast = useToast();
  const [send, { loading }] = useMutation(SendOrganisationDomainEmailMutation);
  const address = domain.confirmationEmail;

  const handleSend = async () => {
    if (!address) return;
    try {
      await send();
    } catch (caught) {
      notify.error(failureMessage(caught));
      return;
    }
    toast({ message: t('We sent a confirmation link to {{email}}.', { email: address }), type: 'success' });
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId}>
        {t('Or prove it by e-mail')}
      </Typography.Title>
      {address ? (
        <>
          <Typography.Paragraph>
            {t(
              'Your own address, {{email}}, is at the domain. We send a link to it; open it while signed in to confirm.',
              { email: address },
            )}
          </Typography.Paragraph>
          <Button loading={loading} onClick={handleSend}>
            {t('Send confirmation e-mail')}
          </Button>
        </>
      ) : (
        <Typography.Paragraph>
          {t('Only an Admin whose own verified e-mail address is at {{domain}} can prove it by e-mail.', {
            domain: domain.domain,
          })}
        </Typography.Paragraph>
      )}
    </section>
  );
}
