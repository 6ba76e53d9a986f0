/**
 * Spec section 6: only an Admin polls for users awaiting review, every REVIEW_USERS_POLL_MS; a 401
 * on that poll signs the user out.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { isUnauthenticatedError } from '../apollo/unauthenticated';
import { REVIEW_USERS_POLL_MS } from '../constants';
import type { OrganisationReviewUsersQuery } from '../gql/graphql';
import { useSession } from '../session/use-session';
import { OrganisationReviewUsersDocument } from './review-users-operations';

export type ReviewUser = OrganisationReviewUsersQuery['organisationReviewUsers'][number];

export interface ReviewUsersPoll {
  users: ReviewUser[];
  loading: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}

export function useReviewUsersPoll(): ReviewUsersPoll {
  const { isAdmin, isUsable, status, signOut } = useSession();
  const active = isAdmin && isUsable;
  const { data, loading, error, refetch } = useQuery(OrganisationReviewUsersDocument, {
    skip: !active,
    pollInterval: REVIEW_USERS_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error && status === 'signedIn' && isUnauthenticatedError(error)) void signOut();
  }, [error, status, signOut]);

  return {
    users: active ? (data?.organisationReviewUsers ?? []) : [],
    loading: active && loading,
    error: active ? error : undefined,
    refetch: () => refetch(),
  };
}
