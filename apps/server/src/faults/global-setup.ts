import net from 'node:net';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL URL the fault suites run on, or '' when they are skipped. */
    faultsPgUrl: string;
    /** Redis URL the fault suites run on, or '' when they are skipped. */
    faultsRedisUrl: string;
  }
}

/** Answers whether a Redis server at `url` says PONG within 3 s. */
function pingRedis(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (reason: string) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(3000, () => done('no answer within 3 s'));
    socket.on('error', (err) => done(err.message));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG') ? '' : `unexpected answer ${d.toString().trim()}`));
  });
}

/**
 * The fault suites need PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL). Without them they
 * say they were skipped; under CI=true that is a failure instead (as in the server suites).
 */
export default async function setup(project: TestProject): Promise<void> {
  const pgUrl = process.env.TEST_DATABASE_URL ?? '';
  const redisUrl = process.env.TEST_REDIS_URL ?? '';
  const reasons: string[] = [];
  if (!pgUrl) reasons.push('TEST_DATABASE_URL is not set');
  else {
    const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (err) {
      reasons.push(`PostgreSQL at TEST_DATABASE_URL does not answer: ${(err as Error).message}`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  if (!redisUrl) reasons.push('TEST_REDIS_URL is not set');
  else {
    const failed = await pingRedis(redisUrl);
    if (failed) reasons.push(`Redis at TEST_REDIS_URL does not answer: ${failed}`);
  }
  const reason = reasons.join('; ');
  if (reason && process.env.CI === 'true') {
    throw new Error(`[fault tests] ${reason}; under CI=true the fault suites must run.`);
  }
  if (reason) console.warn(`\n[fault tests] SKIPPING the fault suites: ${reason}.\n`);
  project.provide('faultsPgUrl', reason ? '' : pgUrl);
  project.provide('faultsRedisUrl', reason ? '' : redisUrl);
}
