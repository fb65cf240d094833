import type { FastifyInstance } from 'fastify';
import { checkDatabase } from './health.service.js';

/** Each dependency must answer within this long for the instance to count as healthy. */
export const HEALTH_TIMEOUT_MS = 1000;

type TDependency = 'database' | 'redis';

/**
 * Runs `check` at most once at a time: while a probe of a frozen dependency is still waiting for
 * its own (longer) driver timeout, later health checks wait on the same probe instead of piling
 * more stuck queries onto the pool.
 */
function singleFlight(check: () => Promise<unknown>): () => Promise<unknown> {
  let running: Promise<unknown> | null = null;
  return () => {
    running ??= check().finally(() => {
      running = null;
    });
    return running;
  };
}

/** Resolves with the check's failure (or a timeout) as a message, or null when it answered in time. */
async function probe(check: () => Promise<unknown>, timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => null), timeout]);
  } catch (err) {
    return (err as Error).message || String(err);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness, for the process supervisor (DESIGN-OPERATE §E): the process answers. Touches neither the
 * database nor Redis, so an outage of theirs never gets a healthy process restarted; /healthz says
 * whether it should receive traffic.
 */
export async function livenessRoutes(app: FastifyInstance): Promise<void> {
  app.get('/livez', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
}

/**
 * For load balancers (DESIGN.md §2): 200 `{"status":"ok"}` when the database and, if configured,
 * Redis each answer within a second; otherwise 503 naming what failed. Never waits longer than that.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { db, redis } = app.deps;
  const checks: [TDependency, () => Promise<unknown>][] = [['database', singleFlight(() => checkDatabase(db))]];
  if (redis) checks.push(['redis', singleFlight(() => redis.ping())]);

  // Probes come every few seconds from every balancer: only their failures are worth a log line.
  app.get('/healthz', { logLevel: 'warn' }, async (_req, reply) => {
    const results = await Promise.all(checks.map(([, check]) => probe(check, HEALTH_TIMEOUT_MS)));
    const failed = checks.flatMap(([name], i) => (results[i] === null ? [] : [name]));
    if (failed.length === 0) return { status: 'ok' };
    const reasons = Object.fromEntries(failed.map((name) => [name, results[checks.findIndex(([n]) => n === name)]]));
    app.log.warn({ failed: reasons }, 'health check failed');
    return reply.code(503).send({ status: 'error', msg: `不可用: ${failed.join(', ')}`, failed });
  });
}
