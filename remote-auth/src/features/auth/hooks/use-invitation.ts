import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { VerifyInvitationQuery } from '../api/verify-invitation-query';

export interface InvitationState {
  inviteId: string | null;
  /** The invited address, once the server confirmed the invitation. */
  email: string | null;
  loading: boolean;
  failed: boolean;
}

/** The invitation an e-mail link carries (`?inviteId=`), checked with the server. */
export function useInvitation(): InvitationState {
  const [params] = useSearchParams();
  const inviteId = params.get('inviteId');
  const { data, loading, error } = useQuery(VerifyInvitationQuery, {
    variables: { id: inviteId ?? '' },
    skip: !inviteId,
    fetchPolicy: 'network-only',
  });
  return {
    inviteId,
    email: data?.verifyInvitation.email ?? null,
    loading: !!inviteId && loading,
    failed: !!inviteId && !!error,
  };
}
