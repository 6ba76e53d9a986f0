/**
 * The proof a public form sends with its mutation (`botCheck`): reCAPTCHA v3 when the operator
 * configured keys, otherwise the self-hosted ALTCHA proof of work, so a form is never unprotected.
 */
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { sharedText } from '../i18n/shared-namespace/translations';
import { BotChallengeDocument } from './bot-challenge-query';
import { recaptchaToken } from './recaptcha';
import { solveAltcha } from './solve-altcha';

/** The action names the server checks, one per protected mutation. */
export type BotCheckAction = 'sign_up' | 'contact';

export function useBotCheck(): (action: BotCheckAction) => Promise<string> {
  const client = useApolloClient();
  return useCallback(
    async (action) => {
      // A challenge is good once: never answer from the cache.
      const { data } = await client.query({ query: BotChallengeDocument, fetchPolicy: 'network-only' });
      const challenge = data?.botChallenge;
      if (challenge?.provider === 'recaptcha' && challenge.siteKey) {
        return recaptchaToken(challenge.siteKey, action);
      }
      if (challenge?.provider === 'altcha' && challenge.altcha) return solveAltcha(challenge.altcha);
      throw new Error(sharedText('The bot check is not available. Please try again later.'));
    },
    [client],
  );
}
