/** The session as React sees it, with the flags the app needs (spec sections 4 and 6). */
import { useMemo, useSyncExternalStore } from 'react';
import { useSessionStore } from './session-context';
import { isUsableUser, type MeUser, type SessionStatus } from './session-types';

export interface Session {
  status: SessionStatus;
  user: MeUser | null;
  isAdmin: boolean;
  isMember: boolean;
  /** id exists, enabled and verified. */
  isUsable: boolean;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

export function useSession(): Session {
  const store = useSessionStore();
  const { status, user } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({
      status,
      user,
      isAdmin: user?.role === 'Admin',
      isMember: user?.role === 'Member',
      isUsable: isUsableUser(user),
      refresh: store.refresh,
      signOut: store.signOut,
    }),
    [status, user, store],
  );
}
