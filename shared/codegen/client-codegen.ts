import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for a dashboard package (run from its folder). The schema is read from the
 * server's SDL files (the contract), so codegen needs no running server; `src/gql` is committed
 * so a build never depends on it.
 */
export function clientCodegenConfig(extraConfig: Record<string, unknown> = {}): CodegenConfig {
  return {
    schema: '../server/src/schema/**/*.graphql',
    documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
    ignoreNoDocuments: true,
    generates: {
      './src/gql/': {
        preset: 'client',
        // Apollo Client 4 masks fragments itself when asked; the preset's own masking would only
        // add a second, incompatible layer.
        presetConfig: { fragmentMasking: false },
        config: {
          useTypeImports: true,
          enumsAsTypes: true,
          scalars: { DateTime: 'string' },
          ...extraConfig,
        },
      },
    },
  };
}
