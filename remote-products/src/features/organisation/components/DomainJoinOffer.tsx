import { useMutation } from '@apollo/client/react';
import { buildPath, failureMessage, useNotify, useSession, useToast } from '@hearback/shared';
import { Button, Card, Divider, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DomainJoinOffersQuery } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { RequestDomainJoinMutation } from '../api/domain-join-operations';

type Offer = DomainJoinOffersQuery['domainJoinOffers'][number];

interface Props {
  offers: readonly Offer[];
  /** The user would rather found their own organisation; nothing is sent anywhere. */
  onDecline: () => void;
}

/**
 * The choice of a new user whose e-mail domain an organisation proved: ask to join it (the
 * Admins then review the request) or create their own. Nothing reaches the organisation unless
 * they ask.
 */
export function DomainJoinOffer({ offers, onDecline }: Props) {
  const { t } = useProductsTranslation();
  const [requestJoin] = useMutation(RequestDomainJoinMutation);
  const [asking, setAsking] = useState<string | null>(null);
  const { refresh } = useSession();
  const notify = useNotify();
  const toast = useToast();
  const navigate = useNavigate();

  const handleAsk = async (offer: Offer) => {
    setAsking(offer.organizationId);
    try {
      await requestJoin({ variables: { organizationId: offer.organizationId } });
    } catch (error) {
      notify.error(failureMessage(error));
      setAsking(null);
      return;
    }
    toast({
      message: t('Your request to join {{name}} was sent.', { name: offer.organizationName }),
      type: 'success',
    });
    // The session's profile now says the user waits for review: the shell keeps them there.
    await refresh();
    navigate(buildPath('waitingConfirmation'), { replace: true });
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }} id="domain-join-offer">
      <Typography.Title level={2}>{t('Join your organisation?')}</Typography.Title>
      <Typography.Paragraph>
        {t('Your e-mail address is at {{domain}}. These organisations proved that they own that domain:', {
          domain: offers[0]!.domain,
        })}
      </Typography.Paragraph>
      <Flex vertical gap={12} role="list">
        {offers.map((offer) => (
          <Card key={offer.organizationId} size="small" role="listitem">
            <Flex justify="space-between" align="center" gap={12} wrap>
              <Typography.Text strong>{offer.organizationName}</Typography.Text>
              <Button
                type="primary"
                loading={asking === offer.organizationId}
                disabled={asking !== null}
                onClick={() => void handleAsk(offer)}
              >
                {t('Ask to join {{name}}', { name: offer.organizationName })}
              </Button>
            </Flex>
          </Card>
        ))}
      </Flex>
      <Typography.Paragraph>
        {t(
          'If you ask, the Admins of that organisation see your e-mail address and decide whether to let you in. Until you ask, they are not told that you signed up.',
        )}
      </Typography.Paragraph>
      <Divider plain style={{ margin: 0 }} />
      <Button onClick={onDecline} disabled={asking !== null}>
        {t('Create my own organisation instead')}
      </Button>
    </Flex>
  );
}
