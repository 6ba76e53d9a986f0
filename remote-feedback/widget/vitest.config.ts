import { defineConfig } from 'vitest/config';

const preactAliases = {
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

/**
 * Unit tests of the widget's logic (jsdom), then the built widget in real Chromium. The aliases
 * match rspack.config.ts: what is tested is what ships.
 */
export default defineConfig({
  resolve: { alias: preactAliases },
  test: {
    projects: [
      {
        resolve: { alias: preactAliases },
        test: {
          name: 'widget-unit',
          root: import.meta.dirname,
          environment: 'jsdom',
          include: ['src/**/__tests__/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'widget-browser',
          root: import.meta.dirname,
          environment: 'node',
          include: ['tests/**/*.browser.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
