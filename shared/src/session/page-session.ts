/**
 * The page's one session, wired to the real Firebase Auth and Apollo client. `shared` is a
 * federation singleton, so the shell and every remote see this same instance.
 */
import { getApolloClient } from '../apollo/apollo-client';
import { onUnauthenticated } from '../apollo/unauthenticated';
import { getFirebaseAuth } from '../firebase/firebase-auth';
import { MeDocument } from '../operations/me';
import { isSessionCheckSkipped } from '../routes/path-rules';
import { createSessionStore, type SessionStore } from './session-store';

export const sessionStore: SessionStore = createSessionStore({
  getAuth: getFirebaseAuth,
  async fetchMe() {
    // network-only: a cached profile could hide that the user was disabled or changed role.
    const { data } = await getApolloClient().query({ query: MeDocument, fetchPolicy: 'network-only' });
    return data?.me ?? null;
  },
  clearCache: () => getApolloClient().clearStore(),
});

/** Ends the session when the API rejects the credentials of a signed-in user (spec section 6). */
export function signOutWhenUnauthenticated(store: SessionStore, getPathname: () => string): () => void {
  return onUnauthenticated(() => {
    if (store.getSnapshot().status === 'signedIn' && !isSessionCheckSkipped(getPathname())) {
      void store.signOut();
    }
  });
}

signOutWhenUnauthenticated(sessionStore, () => window.location.pathname);
