import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { failureMessage, PRIMARY_COLOR, useNotify, useToast } from '@hearback/shared';
import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import type { OrganisationDomainFieldsFragment } from '../../../gql/graphql';
import {
  CheckOrganisationDomainMutation,
  OrganisationDomainQuery,
  SendOrganisationDomainEmailMutation,
} from '../api/organisation-domain-operations';
import { DOMAIN_TEXTS as TEXT } from '../lib/domain-texts';
import { useDomainEmailConfirmation } from '../lib/use-domain-email-confirmation';

const formatDay = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(navigator.language, { dateStyle: 'long' }).format(date);
};

/**
 * The organisation's website domain and its proof (Admins only): until it is proved, nobody who
 * signs up with an address at it is offered to join. Proof by a DNS TXT record, or by a link
 * e-mailed to an Admin whose own address is at the domain (this page confirms that link).
 */
export function OrganisationDomain() {
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
        title={TEXT.loadFailed}
        description={failureMessage(error)}
        action={<Button onClick={() => void refetch()}>{TEXT.retry}</Button>}
      />
    );
  } else if (!data?.organisationDomain) {
    body = <Typography.Paragraph>{TEXT.noDomain}</Typography.Paragraph>;
  } else {
    body = <DomainProof domain={data.organisationDomain} />;
  }

  return (
    <section id="organisation-domain" aria-labelledby={headingId} style={{ maxWidth: 720, marginTop: 32 }}>
      <Typography.Title level={3} id={headingId}>
        {TEXT.heading}
      </Typography.Title>
      {body}
    </section>
  );
}

function DomainProof({ domain }: { domain: OrganisationDomainFieldsFragment }) {
  const verified = domain.status === 'Verified';
  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        column={1}
        items={[
          { key: 'domain', label: TEXT.domainLabel, children: domain.domain },
          {
            key: 'status',
            label: TEXT.statusLabel,
            // Dark text beside a coloured icon: antd's coloured tags fall short of AA contrast.
            children: (
              <Flex align="center" gap={8}>
                {verified ? (
                  <CheckCircleOutlined aria-hidden style={{ color: PRIMARY_COLOR }} />
                ) : (
                  <WarningOutlined aria-hidden style={{ color: '#d48806' }} />
                )}
                <Typography.Text strong>{verified ? TEXT.verified : TEXT.unverified}</Typography.Text>
              </Flex>
            ),
          },
        ]}
      />
      {verified ? (
        <Typography.Paragraph>
          {TEXT.verifiedExplained(
            domain.domain,
            domain.verifiedAt ? formatDay(domain.verifiedAt) : '',
            domain.verifiedBy,
          )}
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph>{TEXT.unverifiedExplained(domain.domain)}</Typography.Paragraph>
          <DnsRecordProof domain={domain} />
          <EmailProof domain={domain} />
        </>
      )}
    </Flex>
  );
}

function DnsRecordProof({ domain }: { domain: OrganisationDomainFieldsFragment }) {
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
        toast({ message: TEXT.checkedVerified(domain.domain), type: 'success' });
      }
    } catch (caught) {
      notify.error(failureMessage(caught));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId}>
        {TEXT.dnsHeading}
      </Typography.Title>
      <Typography.Paragraph>{TEXT.dnsExplained}</Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'type', label: TEXT.recordType, children: <Typography.Text code>TXT</Typography.Text> },
          {
            key: 'name',
            label: TEXT.recordName,
            children: (
              <Typography.Text code copyable={{ tooltips: [TEXT.copyName, TEXT.copied] }}>
                {domain.txtRecordName}
              </Typography.Text>
            ),
          },
          {
            key: 'value',
            label: TEXT.recordValue,
            children: (
              <Typography.Text code copyable={{ tooltips: [TEXT.copyValue, TEXT.copied] }}>
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
        {TEXT.checkNow}
      </Button>
    </section>
  );
}

function EmailProof({ domain }: { domain: OrganisationDomainFieldsFragment }) {
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
    toast({ message: TEXT.emailSent(address), type: 'success' });
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId}>
        {TEXT.emailHeading}
      </Typography.Title>
      {address ? (
        <>
          <Typography.Paragraph>{TEXT.emailExplained(address)}</Typography.Paragraph>
          <Button loading={loading} onClick={handleSend}>
            {TEXT.sendEmail}
          </Button>
        </>
      ) : (
        <Typography.Paragraph>{TEXT.emailUnavailable(domain.domain)}</Typography.Paragraph>
      )}
    </section>
  );
}
