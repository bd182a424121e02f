import { defineConfig } from 'vitest/config';

/**
 * Test tiers: `unit` (pure code, beside the sources), `web` (React components in a DOM),
 * `api` (the built API as a real HTTP server against a throw-away MariaDB database).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'libs/*/src/**/*.spec.ts',
            'migrations/src/**/*.spec.ts',
            'apps/api/src/**/*.spec.ts',
            'apps/desktop/src/main/**/*.spec.ts',
            'apps/web/scripts/**/*.spec.ts',
            'tests/lint/**/*.spec.ts',
            'tests/bench/**/*.spec.ts',
            'tests/scripts/**/*.spec.ts',
          ],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      'apps/desktop/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
