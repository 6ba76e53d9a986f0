import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import { resolvers } from '../schema/resolvers';
import { graphqlSchemaFolder as schemaRoot } from '../server-files';
import { guardApiKeyFields } from './api-key-field-guard';
import type { GraphQLContext } from './context';
import { refuseUnstorableText } from './unstorable-text';

/** The SDL files of every domain (the contract), in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(schemaRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(schemaRoot, entry.name, 'schema.graphql'))
    .sort()
    .map((file) => readFileSync(file, 'utf8'));
}

export function buildSchema() {
  const schema = createSchema<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    // A resolver the SDL does not know is a typo, not something to ignore.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  // The API-key policy on every resolved field (src/services/api-key/api-key-access.ts).
  return refuseUnstorableText(guardApiKeyFields(schema));
}
