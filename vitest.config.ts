import { defineConfig } from 'vitest/config';

/**
 * API test files that start their API on a database of their own (a copy of the run's
 * template) and touch neither the shared API nor its database: their set-up starts no shared API.
 */
const OWN_DATABASE_FILES = [
  'tests/api/ads.test.ts',
  'tests/api/audit-chain.test.ts',
  'tests/api/console-documents.test.ts',
  'tests/api/console-exports.test.ts',
  'tests/api/console-stats.test.ts',
  'tests/api/console-system.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/api/ledger-faults.test.ts',
  'tests/api/migrations.test.ts',
  // Its files in an S3-compatible bucket (s3rver), which the API chooses when it starts.
  'tests/api/object-storage.test.ts',
  'tests/api/public-content-links.test.ts',
  // Its own MariaDB primary and replica (replication needs a binlog the machine's server lacks).
  'tests/api/read-replica.test.ts',
  // Its instances send SMS through a gateway stand-in with the platform's SMS switch turned on.
  'tests/api/reminder-delivery.test.ts',
  'tests/api/route-permissions.test.ts',
];

/**
 * Test tiers: `unit` (pure code, beside the sources), `web` (React components in a DOM),
 * `api` and `api-own` (the built API as a real HTTP server against throw-away MariaDB databases),
 * `cluster` (the multi-machine layout of `npm run cluster`, started by the test).
 */
export default defineConfig({
  test: {
    // Both cores: Vitest's default keeps one free, which on two cores is half the machine.
    maxWorkers: 2,
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
          // Its files share one module graph per worker: loading NestJS, TypeORM and the
          // contracts again for each file took two thirds of the tier. Nothing here mocks a
          // module; a spec that changes what the process shares puts it back.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/desktop/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: OWN_DATABASE_FILES,
          environment: 'node',
          globalSetup: ['tests/api/support/global-setup.ts'],
          setupFiles: ['tests/api/support/file-aim-reset.ts'],
          // Its files share one API and one database, and some flip switches the others read.
          fileParallelism: false,
          // One module graph for all its files: each file loading the contracts and compiling the
          // reference's response validators again was a process and seconds of processor per file.
          // Nothing here mocks a module; the one thing a file changes for the next (the API the
          // helpers aim at) is reset after it.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-own',
          include: OWN_DATABASE_FILES,
          environment: 'node',
          globalSetup: ['tests/api/support/own-database-setup.ts'],
          setupFiles: ['tests/api/support/file-aim-reset.ts'],
          // One module graph, as the project above.
          isolate: false,
          // One at a time; `npm test` runs this project in a process of its own beside the
          // shared API's files, which one Vitest process would run first (decision 0082).
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          // One cluster (nginx, three API instances, MariaDB primary and replica, Redis) for
          // the whole file; its tests run in order and some stop or kill a part of it.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
