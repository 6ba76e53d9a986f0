import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { AcceptInvitationMutation } from '../api/accept-invitation-mutation';
import { AcceptTermsMutation } from '../api/accept-terms-mutation';
import { reloadCurrentUser } from '../api/reload-current-user';
import { UserTermsAcceptedQuery } from '../api/user-terms-accepted-query';
import { useDashboardEntry } from './use-return-path';
import { useSessionWaiter } from './use-session-waiter';

export interface CompleteSignUp {
  /** The solved bot check of the sign-up form (action 'sign_up'). */
  botCheck: string;
  /** Joins this invitation's organisation once the terms are recorded. */
  inviteId?: string | null;
  /**
   * Where a sign-up without invitation goes (the shell moves the user on from there); by default
   * the page asked for before signing up, or the dashboard's entry.
   */
  target?: string;
}

/**
 * The server's half of a sign-up, once Firebase has the account: wait for the session's profile
 * (the API creates it on first sight), record the terms unless they already are, then accept the
 * invitation if any. The client is used directly rather than through a mutation hook, because the
 * shell may already be moving the new user to a waiting page while this runs.
 */
export function useCompleteSignUp(): (options: CompleteSignUp) => Promise<void> {
  const { t } = useAuthTranslation();
  const client = useApolloClient();
  const waitForSession = useSessionWaiter();
  const navigate = useNavigate();
  const entry = useDashboardEntry();
  return useCallback(
    async ({ botCheck, inviteId, target = entry }) => {
      let email = '';
      const signedIn = await waitForSession((session) => {
        email = session.user?.email ?? '';
        return session.status === 'signedIn' && !!email;
      });
      if (!signedIn) throw new Error(t('We could not load your profile. Try again in a moment.'));
      // An existing account (Google, or a link to a known address) keeps its first acceptance.
      const { data } = await client.query({
        query: UserTermsAcceptedQuery,
        variables: { email },
        fetchPolicy: 'network-only',
      });
      if (!data?.userTermsAccepted) {
        await client.mutate({ mutation: AcceptTermsMutation, variables: { botCheck } });
      }
      if (!inviteId) {
        navigate(target, { replace: true });
        return;
      }
      await client.mutate({ mutation: AcceptInvitationMutation, variables: { id: inviteId } });
      // The invitation verified the account: a new token makes the session load the joined profile.
      await reloadCurrentUser();
      await waitForSession((session) => !!session.user?.organization && !!session.user.verified);
      navigate(entry, { replace: true });
    },
    [t, client, waitForSession, navigate, entry],
  );
}
