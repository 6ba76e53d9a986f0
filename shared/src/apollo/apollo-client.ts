/** The page's one Apollo client: shared as a federation singleton, so every remote reads the same cache. */
import type { ApolloClient } from '@apollo/client';
import { getRuntimeConfig } from '../config/runtime-config';
import { getFirebaseAuth } from '../firebase/firebase-auth';
import { renewStoredToken } from '../firebase/renew-stored-token';
import { browserStorage } from '../storage/browser-storage';
import { createApolloClient } from './create-apollo-client';

let client: ApolloClient | null = null;

export function getApolloClient(): ApolloClient {
  client ??= createApolloClient({
    apiUrl: getRuntimeConfig().apiUrl,
    renewToken: () => renewStoredToken(getFirebaseAuth(), browserStorage()),
  });
  return client;
}
