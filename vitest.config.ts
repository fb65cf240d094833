import { defineConfig } from 'vitest/config';

/**
 * One run for every suite: contract and web units, server HTTP tests on SQLite and PostgreSQL,
 * and the browser journeys (one build of the web app shared by all of them).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'apps/server/src/faults/**'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Real server processes on PostgreSQL and Redis reached through fault-injecting proxies, killed,
          // restarted and run three at once (`npm run test:faults`).
          name: 'faults',
          include: ['apps/server/src/faults/**/*.test.ts'],
          globalSetup: ['apps/server/src/faults/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.spec.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // One browser and one server for all journeys; files run one after another.
          fileParallelism: false,
          // Pages answer within a second when the machine is idle; under the whole suite's load they may
          // need longer, and a journey should wait for them rather than fail.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
