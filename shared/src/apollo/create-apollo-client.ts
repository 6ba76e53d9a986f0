/** Builds an Apollo client the way the dashboard needs it; tests build their own with a fetch stub. */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { browserStorage } from '../storage/browser-storage';
import { createAuthHeadersLink } from './auth-headers-link';
import { isConnectionProblem, reportConnectionProblem } from './connection-problem';
import { isUnauthenticatedError, reportUnauthenticated } from './unauthenticated';

export interface ApolloClientOptions {
  /** API base URL; '' (same origin) by default. Requests go to `${apiUrl}/graphql`. */
  apiUrl?: string;
  fetch?: typeof fetch;
  /** Where the bearer token is read from; localStorage by default (memory where it is refused). */
  storage?: Pick<Storage, 'getItem'>;
  /** Told when the API rejects the credentials; the session store's sign-out by default. */
  onUnauthenticated?: () => void;
  /** Told when a request did not reach the API (no network, 5xx); the session's check by default. */
  onConnectionProblem?: () => void;
  /**
   * Runs before each request to bring the stored token up to date (Firebase renews one close to
   * expiry); the page's client renews from Firebase, test clients use the stored token as it is.
   */
  renewToken?: () => Promise<void>;
}

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const onUnauthenticated = options.onUnauthenticated ?? reportUnauthenticated;
  const onConnectionProblem = options.onConnectionProblem ?? reportConnectionProblem;
  const errorLink = new ErrorLink(({ error }) => {
    if (isUnauthenticatedError(error)) onUnauthenticated();
    else if (isConnectionProblem(error)) onConnectionProblem();
  });
  const httpLink = new HttpLink({
    uri: `${options.apiUrl ?? ''}/graphql`,
    // Resolved per request so test stubs installed after creation are still used.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  });
  return new ApolloClient({
    link: ApolloLink.from([
      errorLink,
      createAuthHeadersLink(options.storage ?? browserStorage(), options.renewToken),
      httpLink,
    ]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
