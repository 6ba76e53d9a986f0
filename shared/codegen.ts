/**
 * Typed operations for the shared package, generated from the server's SDL files (the contract),
 * so no running server is needed. Run `pnpm --filter @hearback/shared codegen`; src/gql is committed.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../server/src/schema/**/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: {
        // Apollo Client 4 masks fragments itself; the preset's masking would be a second system.
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        documentMode: 'documentNode',
      },
    },
  },
};

export default config;
