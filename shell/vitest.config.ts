import { antdIconImports } from '@hearback/shared/vitest/antd-icon-imports';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [antdIconImports()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/app/test/setup.ts'],
    restoreMocks: true,
    // As in the remotes: antd renders slowly in jsdom on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
