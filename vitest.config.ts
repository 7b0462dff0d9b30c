import { defineConfig } from 'vitest/config';

// Three suites: pure unit tests, integration tests against real services, and end-to-end tests in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/src/**/*.int.test.ts', 'bench/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // expect.poll's own default (1 s) is shorter than a page load or a chart query on a busy 2-core CI
          // machine: polls that waited for one failed now and then (found 0 filters after a reload).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
