import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node (and so the server at run time, and graphql-yoga under test) loads graphql's CommonJS
    // build; Vite would give our own files the .mjs build, and two copies of GraphQLError.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration files each start their own servers (PGlite and PostgreSQL) against ONE Auth
    // Emulator started here, since the emulator takes seconds of CPU to boot.
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
