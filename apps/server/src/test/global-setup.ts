import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL URL for the data-layer suites, or '' when they are skipped. */
    pgUrl: string;
  }
}

/**
 * Decides once whether the PostgreSQL half of every data-layer suite runs. Without
 * TEST_DATABASE_URL, or when it does not answer, the suites say they were skipped; under CI=true
 * that is a failure instead.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const isCi = process.env.CI === 'true';
  let reason = '';
  if (!url) {
    reason = 'TEST_DATABASE_URL is not set';
  } else {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (err) {
      reason = `PostgreSQL at TEST_DATABASE_URL does not answer: ${(err as Error).message}`;
    } finally {
      await client.end().catch(() => {});
    }
  }
  if (reason && isCi) throw new Error(`[server tests] ${reason}; under CI=true the PostgreSQL suites must run.`);
  if (reason) console.warn(`\n[server tests] SKIPPING the PostgreSQL suites: ${reason}.\n`);
  project.provide('pgUrl', reason ? '' : url);
}
