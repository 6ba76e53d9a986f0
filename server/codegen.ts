/**
 * Resolver types from the SDL (the contract). Run `pnpm --filter @hearback/server codegen`;
 * src/generated is committed so typechecking needs no generation step.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'src/schema/**/*.graphql',
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../graphql/context#GraphQLContext',
        scalars: {
          DateTime: { input: 'Date', output: 'Date | string' },
          // Validated by services/segment/segment-rules.ts.
          SegmentRules: { input: 'unknown', output: 'unknown' },
        },
        // Resolvers return plain service objects; nested fields are filled by the services.
        resolverTypeWrapperSignature: 'T | Promise<T>',
      },
    },
  },
};

export default config;
