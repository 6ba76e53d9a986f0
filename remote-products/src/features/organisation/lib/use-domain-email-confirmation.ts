import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useProductsTranslation } from '../../../i18n/translations';
import { ConfirmOrganisationDomainEmailMutation } from '../api/organisation-domain-operations';

/** The query parameter of the link in the domain confirmation e-mail (server: DOMAIN_CONFIRMATION_PARAM). */
export const DOMAIN_CONFIRMATION_PARAM = 'domainConfirmation';

/**
 * Opening the e-mailed link (/app/organisation?domainConfirmation=<token>) confirms the domain
 * for the signed-in Admin, once; the token then leaves the address bar, so a reload or a shared
 * screenshot does not carry it. Answers whether the confirmation is still under way: the domain
 * is read after it, so the page never shows the state from before.
 */
export function useDomainEmailConfirmation(): { confirming: boolean } {
  const { t } = useProductsTranslation();
  const [params, setParams] = useSearchParams();
  const token = params.get(DOMAIN_CONFIRMATION_PARAM);
  const [confirming, setConfirming] = useState(() => token !== null);
  const notify = useNotify();
  const toast = useToast();
  const sent = useRef<string | null>(null);
  const [confirm] = useMutation(ConfirmOrganisationDomainEmailMutation);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setConfirming(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DOMAIN_CONFIRMATION_PARAM);
        return next;
      },
      { replace: true },
    );
    confirm({ variables: { token } })
      .then(
        ({ data }) => {
          const domain = data?.confirmOrganisationDomainEmail.domain;
          if (domain)
            toast({
              message: t('{{domain}} is verified. Thank you for confirming.', { domain }),
              type: 'success',
            });
        },
        (error: unknown) => notify.error(failureMessage(error)),
      )
      .finally(() => setConfirming(false));
  }, [token, confirm, setParams, notify, toast, t]);

  return { confirming };
}
