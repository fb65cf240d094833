import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type TDatabase } from '../../db/create-db.js';
import type { TDeps } from '../../plugins/deps.js';
import { HEALTH_TIMEOUT_MS, healthRoutes } from './health.routes.js';
import { healthFeature } from './index.js';

/** A TCP server that accepts connections and never says a word: a frozen database or Redis. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

async function healthApp(deps: Pick<TDeps, 'db' | 'redis'>, routes = healthRoutes): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('deps', deps as TDeps);
  await app.register(routes);
  return app;
}

describe('GET /healthz', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let healthyDb: TDatabase;
  let frozenDb: TDatabase;
  let frozenRedis: Redis;
  let refusedRedis: Redis;
  beforeAll(async () => {
    silent = await silentServer();
    healthyDb = createDb(':memory:');
    frozenDb = createDb(`postgres://postgres@127.0.0.1:${silent.port}/frozen`);
    frozenRedis = new Redis(`redis://127.0.0.1:${silent.port}`, { commandTimeout: 5000, lazyConnect: true });
    frozenRedis.on('error', () => {});
    // Port 1 refuses connections: Redis is down.
    refusedRedis = new Redis('redis://127.0.0.1:1', { commandTimeout: 5000, maxRetriesPerRequest: 0 });
    refusedRedis.on('error', () => {});
  });
  afterAll(async () => {
    frozenRedis.disconnect();
    refusedRedis.disconnect();
    await healthyDb.close();
    // Reset the frozen connections first, so the pool does not wait out its connect timeout.
    await silent.close();
    await frozenDb.close().catch(() => {});
  });

  async function get(app: FastifyInstance) {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    return { code: res.statusCode, body: res.json(), ms: Date.now() - started };
  }

  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const app = await healthApp({ db: healthyDb.db, redis: null });
    const { code, body } = await get(app);
    expect([code, body]).toEqual([200, { status: 'ok' }]);
    await app.close();
  });

  it('answers 503 naming the database within about a second when the database never answers', async () => {
    const app = await healthApp({ db: frozenDb.db, redis: null });
    const { code, body, ms } = await get(app);
    expect(code).toBe(503);
    expect(body).toMatchObject({ status: 'error', failed: ['database'] });
    expect(body.msg).toContain('database');
    expect(ms).toBeGreaterThanOrEqual(HEALTH_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(HEALTH_TIMEOUT_MS + 1000);
    // Checks while the first probe still waits share it instead of queueing more stuck queries.
    const again = await Promise.all([get(app), get(app), get(app)]);
    for (const a of again) expect([a.code, a.body.failed]).toEqual([503, ['database']]);
    await app.close();
  });

  it('names Redis when it is frozen or refuses connections, and both when both fail', async () => {
    const frozen = await healthApp({ db: healthyDb.db, redis: frozenRedis });
    const a = await get(frozen);
    expect([a.code, a.body.failed]).toEqual([503, ['redis']]);
    expect(a.ms).toBeLessThan(HEALTH_TIMEOUT_MS + 1000);
    await frozen.close();

    const refused = await healthApp({ db: healthyDb.db, redis: refusedRedis });
    const b = await get(refused);
    expect([b.code, b.body.failed]).toEqual([503, ['redis']]);
    await refused.close();

    const both = await healthApp({ db: frozenDb.db, redis: frozenRedis });
    const c = await get(both);
    expect([c.code, c.body.failed]).toEqual([503, ['database', 'redis']]);
    expect(c.ms).toBeLessThan(HEALTH_TIMEOUT_MS + 1000);
    await both.close();
  });
});

describe('GET /livez', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let frozenDb: TDatabase;
  let frozenRedis: Redis;
  beforeAll(async () => {
    silent = await silentServer();
    frozenDb = createDb(`postgres://postgres@127.0.0.1:${silent.port}/frozen`);
    frozenRedis = new Redis(`redis://127.0.0.1:${silent.port}`, { commandTimeout: 5000, lazyConnect: true });
    frozenRedis.on('error', () => {});
  });
  afterAll(async () => {
    frozenRedis.disconnect();
    await silent.close();
    await frozenDb.close().catch(() => {});
  });

  it('answers 200 {"status":"ok"} while the database and Redis never answer (only /healthz asks them)', async () => {
    const app = await healthApp({ db: frozenDb.db, redis: frozenRedis }, async (a) => healthFeature.routes?.(a));
    const [live, ready] = await Promise.all([
      app.inject({ method: 'GET', url: '/livez' }),
      app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    expect([ready.statusCode, ready.json().failed]).toEqual([503, ['database', 'redis']]);
    await app.close();
  });
});
