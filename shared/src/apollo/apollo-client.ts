/** The page's one Apollo client: shared as a federation singleton, so every remote reads the same cache. */
import type { ApolloClient } from '@apollo/client';
import { getRuntimeConfig } from '../config/runtime-config';
import { createApolloClient } from './create-apollo-client';

let client: ApolloClient | null = null;

export function getApolloClient(): ApolloClient {
  client ??= createApolloClient({ apiUrl: getRuntimeConfig().apiUrl });
  return client;
}
