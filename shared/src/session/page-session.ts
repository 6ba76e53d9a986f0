/**
 * The page's one session, wired to the real Firebase Auth and Apollo client. `shared` is a
 * federation singleton, so the shell and every remote see this same instance.
 */
import { getApolloClient } from '../apollo/apollo-client';
import { onConnectionProblem } from '../apollo/connection-problem';
import { onUnauthenticated } from '../apollo/unauthenticated';
import { getFirebaseAuth } from '../firebase/firebase-auth';
import { applyProfileLanguage } from '../i18n/dashboard-i18n';
import { MeDocument } from '../operations/me';
import { isSessionCheckSkipped } from '../routes/path-rules';
import { createSessionStore, type SessionStore } from './session-store';

export const sessionStore: SessionStore = createSessionStore({
  getAuth: getFirebaseAuth,
  async fetchMe() {
    // network-only: a cached profile could hide that the user was disabled or changed role.
    const { data } = await getApolloClient().query({
      query: MeDocument,
      fetchPolicy: 'network-only',
      // Each load asks with the token it was started for: joining a request already under way
      // (sent with the token before a refresh) would answer with the old claims, e.g. unverified.
      context: { queryDeduplication: false },
    });
    const me = data?.me ?? null;
    // The language kept on the profile follows the user to every device.
    applyProfileLanguage(me?.language);
    return me;
  },
  clearCache: () => getApolloClient().clearStore(),
});

/** Ends the session when the API rejects the credentials of a signed-in user (spec section 6). */
export function signOutWhenUnauthenticated(store: SessionStore, getPathname: () => string): () => void {
  return onUnauthenticated(() => {
    if (store.getSnapshot().status === 'signedIn' && !isSessionCheckSkipped(getPathname())) {
      void store.signOut({ returnHere: true });
    }
  });
}

/** A request that did not reach the API makes the session check the connection (and say so). */
export function checkConnectionWhenUnreachable(store: SessionStore): () => void {
  return onConnectionProblem(() => store.checkConnection());
}

signOutWhenUnauthenticated(sessionStore, () => window.location.pathname);
checkConnectionWhenUnreachable(sessionStore);
