import { antdIconImports } from '@hearback/shared/vitest/antd-icon-imports';
import { defineConfig } from 'vitest/config';

/** Remotes are tested as ordinary packages (no federation): jsdom, testing-library, Apollo mocks. */
export default defineConfig({
  plugins: [antdIconImports()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // antd's forms and tables render slowly in jsdom on a 2-core machine.
    testTimeout: 60_000,
  },
});
