import { useMutation } from '@apollo/client/react';
import { useToast } from '@hearback/shared';
import { useState } from 'react';
import { useAuthTranslation } from '../../../i18n/translations';
import { ResendVerificationMutation } from '../api/resend-verification-mutation';
import { describeAuthError } from '../lib/describe-auth-error';
import { useCooldown } from './use-cooldown';
import { useReturnPath } from './use-return-path';

/** A burst of verification e-mails helps nobody; waiting a minute keeps the button useful. */
export const RESEND_COOLDOWN_S = 60;

/** Asks the server for a new verification e-mail, with a cooldown and the outcome in words. */
export function useResendVerification() {
  const { t } = useAuthTranslation();
  const [resend, { loading }] = useMutation(ResendVerificationMutation);
  const cooldown = useCooldown(RESEND_COOLDOWN_S);
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const returnTo = useReturnPath();

  const run = async () => {
    setError(null);
    try {
      await resend({ variables: returnTo ? { returnTo } : {} });
      cooldown.start();
      toast({ message: t('We sent you a new verification e-mail.'), type: 'success' });
    } catch (caught) {
      setError(describeAuthError(caught, t));
    }
  };

  const label =
    cooldown.remaining > 0
      ? t('Resend e-mail ({{seconds}} s)', { seconds: cooldown.remaining })
      : t('Resend e-mail');
  return { run, loading, error, label, disabled: cooldown.remaining > 0 };
}
