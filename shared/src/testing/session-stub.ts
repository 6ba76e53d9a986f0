import { vi } from 'vitest';
import type { SessionStore } from '../session/session-store';
import type { SessionSnapshot } from '../session/session-types';

/**
 * A session store that stays in `snapshot` (one object: useSyncExternalStore needs the same
 * snapshot until it changes), with every action a spy.
 */
export function sessionStub(snapshot: SessionSnapshot): SessionStore {
  return {
    subscribe: () => () => {},
    getSnapshot: () => snapshot,
    isReconnecting: () => false,
    start: vi.fn(),
    stop: vi.fn(),
    refresh: vi.fn(async () => {}),
    checkConnection: vi.fn(),
    signOut: vi.fn(async () => {}),
    setNavigator: vi.fn(),
  };
}
