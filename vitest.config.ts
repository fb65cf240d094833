import { defineConfig } from 'vitest/config';

/**
 * One run for every suite: contract and web units, server HTTP tests on SQLite and PostgreSQL,
 * and the browser journeys (one build of the web app shared by all of them).
 *
 * In three groups, one after another (`sequence.groupOrder`): the unit and server files first, two at
 * a time (vitest's default on a 2-core machine is one worker: everything ran one file after another);
 * then the browser journeys alone, so a journey never shares the machine with a database-heavy suite;
 * then the fault drills, which start server processes of their own.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], sequence: { groupOrder: 0 } } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['apps/web/src/test/setup.ts'],
          sequence: { groupOrder: 0 },
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
          sequence: { groupOrder: 0 },
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
          sequence: { groupOrder: 2 },
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
          sequence: { groupOrder: 1 },
          // Pages answer within a second when the machine is idle; under the whole suite's load they may
          // need longer, and a journey should wait for them rather than fail.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
