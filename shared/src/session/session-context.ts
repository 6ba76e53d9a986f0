/**
 * Which session store the hooks read: the page's one by default; tests and the shell's own
 * tests hand in a store built on a fake Firebase auth.
 */
import { createContext, useContext } from 'react';
import { sessionStore } from './page-session';
import type { SessionStore } from './session-store';

export const SessionStoreContext = createContext<SessionStore>(sessionStore);

export const useSessionStore = (): SessionStore => useContext(SessionStoreContext);
