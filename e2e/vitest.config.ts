import { defineConfig } from 'vitest/config';

// One browser and one stack for the whole suite: the machine has two cores, and the auth
// emulator takes seconds to start.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
