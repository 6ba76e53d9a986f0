import { defineConfig } from 'vitest/config';
import { antdIconImports } from './vitest/antd-icon-imports.cjs';

export default defineConfig({
  plugins: [antdIconImports()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'federation/**/*.test.ts', 'vitest/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // jsdom renders of antd on a busy two-core machine: the first render of a file loads antd.
    testTimeout: 20_000,
  },
});
