/** Whether the session is trying to reach the server again (for the "Reconnecting…" notice). */
import { useSyncExternalStore } from 'react';
import { useSessionStore } from './session-context';

export function useReconnecting(): boolean {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.isReconnecting, store.isReconnecting);
}
