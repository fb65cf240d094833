import { CALLS, ORDER_STATUS } from '@mall/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addBuyers, addSeller, type TQuickBuyer } from '../test/fixtures.js';
import { startServerProcess, type TServerProcess } from '../test/http-server.js';
import {
  creditCoins,
  health,
  openFaultShop,
  readBooks,
  send,
  type TAnswer,
  type TFaultShop,
  viaPort,
  waitFor,
} from './fault-kit.js';
import { TcpProxy } from './tcp-proxy.js';

const FROM_DETAIL = CALLS.order.addOrderFromDetail.path;
const PAY = CALLS.order.pay.path;
const SELECT_ORDERS = CALLS.order.selectOrders.path;
const LOGIN = CALLS.account.login.path;
const SEND_CODE = CALLS.account.sendCode.path;

const pgUrl = inject('faultsPgUrl');
const redisUrl = inject('faultsRedisUrl');

/**
 * One server process on PostgreSQL and Redis, each reached through a proxy the suite controls: the
 * network to either is cut, frozen and healed, and PostgreSQL kills the server's connections. The
 * process must survive all of it, say so on /healthz, answer every call with an envelope within a
 * few seconds instead of hanging, recover by itself, and lose nothing it had committed.
 */
describe.skipIf(!pgUrl || !redisUrl)('a server whose database and Redis fail', () => {
  let shop: TFaultShop;
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let server: TServerProcess;
  let buyers: TQuickBuyer[];
  let productId: number;
  let standardId: number;
  const committed: number[] = [];
  const figures = { requests: 0, faults: 0, errorAnswers: 0, slowestErrorMs: 0 };
  let loginCounter = 0;
  let lost = -1;

  beforeAll(async () => {
    shop = await openFaultShop(pgUrl, redisUrl);
    const pgTarget = new URL(pgUrl);
    const redisTarget = new URL(redisUrl);
    pgProxy = await TcpProxy.start({ host: pgTarget.hostname, port: Number(pgTarget.port || 5432) });
    redisProxy = await TcpProxy.start({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
    const seller = await addSeller(shop.ctx, [{ title: '智能插座 故障演练', standards: [[990, 1000]] }]);
    productId = seller.products[0]!.productId;
    standardId = seller.products[0]!.standardIds[0]!;
    buyers = await addBuyers(shop.ctx.app.deps, 4);
    for (const b of buyers) await creditCoins(shop.db, b.userId, 1_000_00);
    server = await startServerProcess(
      shop.serverEnv({
        DATABASE_URL: viaPort(pgUrl, pgProxy.port),
        REDIS_URL: viaPort(redisUrl, redisProxy.port),
        TRUST_PROXY: 'true',
      }),
    );
  });

  afterAll(async () => {
    await server?.stop();
    await pgProxy?.close();
    await redisProxy?.close();
    await shop?.close();
    console.log(
      `[faults] dependency faults: ${figures.requests} requests fired, ${figures.faults} faults injected, ` +
        `${figures.errorAnswers} answered with an error envelope (slowest ${figures.slowestErrorMs} ms), ` +
        `${committed.length} orders committed before faults, ${lost} lost`,
    );
  });

  async function call<T = unknown>(urlPath: string, data: unknown, token?: string, from?: string) {
    figures.requests += 1;
    return send<T>(server.base, urlPath, data, { token, from });
  }

  /** An order created and paid with AI币; remembered once both succeed. */
  async function orderAndPay(b: TQuickBuyer): Promise<void> {
    const created = await call<{ orderIds: number[] }>(
      FROM_DETAIL,
      { productId, standardId, number: 1, addressId: b.address.id },
      b.token,
    );
    expect(created.status, created.msg).toBe(200);
    const paid = await call(PAY, { orderIds: created.data.orderIds, payType: 'aicoin' }, b.token);
    expect(paid.status, paid.msg).toBe(200);
    committed.push(...created.data.orderIds);
  }

  /** A call that needs only the database (the session and the orders). */
  const databaseCall = () => call(SELECT_ORDERS, { page: 1, limit: 5 }, buyers[0]!.token);
  /** A call whose throttling counters live in Redis: a wrong password from an address of its own. */
  const redisCall = () => {
    loginCounter += 1;
    return call(
      LOGIN,
      { username: `nobody_${loginCounter}_${shop.schema}`, password: 'wrong-pass-1', userType: 2 },
      undefined,
      `198.51.100.${loginCounter % 250}`,
    );
  };

  /** The other call whose counters live in Redis: an SMS code for a phone of its own. */
  const smsCall = () => {
    loginCounter += 1;
    const phone = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    return call(SEND_CODE, { phone, scene: 'register' }, undefined, `198.18.${loginCounter % 250}.1`);
  };
  /** A call that writes in a transaction: an order. */
  const orderCall = (b: TQuickBuyer) =>
    call(FROM_DETAIL, { productId, standardId, number: 1, addressId: b.address.id }, b.token);

  /** The answer is an envelope error (never a hang, never a success), within `limitMs`. */
  function expectErrorEnvelope(a: TAnswer, limitMs: number) {
    expect(a.http, a.msg).toBeGreaterThan(0);
    // An outage is named as one: 503 with the envelope, never a generic 500 or a hang.
    expect(a.status, a.msg).toBe(503);
    expect(a.msg).toBe('服务暂时不可用，请稍后再试');
    expect(a.ms).toBeLessThan(limitMs);
    figures.errorAnswers += 1;
    figures.slowestErrorMs = Math.max(figures.slowestErrorMs, a.ms);
  }

  /**
   * pg_terminate_backend on the server's own backends only: those connected from the proxy's ports.
   * The pids are chosen first, in a statement of their own, so the planner can never call the
   * terminate function on a row (another suite's backend) before the filter has ruled it out.
   */
  async function terminateServerBackends(): Promise<number> {
    const ports = pgProxy.upstreamPorts();
    const found = await sql<{ pid: number }>`
      select pid from pg_stat_activity where client_port = any(${ports}::int[]) and pid <> pg_backend_pid()
    `.execute(shop.db);
    const pids = found.rows.map((r) => Number(r.pid));
    if (pids.length === 0) return 0;
    const done = await sql<{ ok: boolean }>`
      select pg_terminate_backend(p) as ok from unnest(${pids}::int[]) as p
    `.execute(shop.db);
    return done.rows.filter((r) => r.ok).length;
  }

  function expectAlive() {
    expect(() => process.kill(server.pid, 0)).not.toThrow();
    const crashed = /uncaughtException|UnhandledPromiseRejection|ERR_UNHANDLED/.test(server.output());
    expect(crashed, 'the server output reports an uncaught error').toBe(false);
  }

  async function expectHealthFailing(name: 'database' | 'redis') {
    const ms = await waitFor(
      `/healthz names ${name}`,
      async () => {
        const h = await health(server.base);
        return h.code === 503 && (h.body.failed ?? []).includes(name);
      },
      3000,
    );
    expect(ms).toBeLessThan(3000);
  }

  async function expectHealed() {
    await waitFor('/healthz 200 again', async () => (await health(server.base)).code === 200, 15_000);
    // The pool and Redis replace broken connections on demand; a call may meet one last broken one.
    await waitFor('a database call succeeds', async () => (await databaseCall()).status === 200, 10_000);
    await waitFor('a Redis-throttled call answers 519', async () => (await redisCall()).status === 519, 10_000);
    const sms = await smsCall();
    expect(sms.status, sms.msg).toBe(200);
    await orderAndPay(buyers[1]!);
  }

  it('serves orders and payments while everything is up', async () => {
    expect((await health(server.base)).code).toBe(200);
    for (let i = 0; i < 8; i += 1) await orderAndPay(buyers[i % buyers.length]!);
    expect((await redisCall()).status).toBe(519);
  });

  it('the database network is cut: 503 naming the database, envelope errors at once, recovery on heal', async () => {
    pgProxy.cut();
    figures.faults += 1;
    await expectHealthFailing('database');
    const answers = await Promise.all(Array.from({ length: 12 }, () => databaseCall()));
    for (const a of answers) expectErrorEnvelope(a, 8000);
    expectAlive();
    pgProxy.heal();
    await expectHealed();
  });

  it('the database freezes (bytes dropped, connections hang): calls end with an error instead of hanging, and recover without a reset', async () => {
    pgProxy.freeze();
    figures.faults += 1;
    await expectHealthFailing('database');
    // More calls than the pool has connections: those queued for a connection time out as well.
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => databaseCall()),
      ...buyers.map((b) => orderCall(b)),
    ]);
    for (const a of answers) expectErrorEnvelope(a, 12_000);
    expectAlive();
    // The network comes back without resetting anything: the server dropped the stuck connections itself.
    pgProxy.thaw();
    await expectHealed();
  });

  it('PostgreSQL terminates every connection of the server: the process survives and serves the next request', async () => {
    // Idle connections first, then again while requests run.
    await Promise.all(Array.from({ length: 6 }, () => databaseCall()));
    expect(pgProxy.upstreamPorts().length).toBeGreaterThan(0);
    const noticed = () => server.output().split('数据库连接中断').length - 1;
    const noticedBefore = noticed();
    expect(await terminateServerBackends()).toBeGreaterThan(0);
    figures.faults += 1;
    // The pool reports each idle connection it lost; once it has, the process has lived through it.
    await waitFor('the pool noticed the terminated connections', async () => noticed() > noticedBefore, 5_000);
    expectAlive();
    expect((await databaseCall()).status).toBe(200);
    expect((await health(server.base)).code).toBe(200);

    const during = Promise.all(
      Array.from({ length: 8 }, (_, i) => orderAndPay(buyers[i % buyers.length]!).catch(() => {})),
    );
    await terminateServerBackends();
    figures.faults += 1;
    await during;
    expectAlive();
    await waitFor('a database call succeeds', async () => (await databaseCall()).status === 200, 5000);
    await orderAndPay(buyers[2]!);
  });

  it('the Redis network is cut: 503 naming Redis, Redis-backed calls answer an error within seconds, the rest keeps working', async () => {
    redisProxy.cut();
    figures.faults += 1;
    await expectHealthFailing('redis');
    const answers = await Promise.all([...Array.from({ length: 6 }, () => redisCall()), smsCall(), smsCall()]);
    for (const a of answers) expectErrorEnvelope(a, 5000);
    await orderAndPay(buyers[3]!);
    expectAlive();
    redisProxy.heal();
    await expectHealed();
  });

  it('Redis freezes: Redis-backed calls answer an error within seconds, and work again by themselves once it thaws', async () => {
    redisProxy.freeze();
    figures.faults += 1;
    await expectHealthFailing('redis');
    const answers = await Promise.all([...Array.from({ length: 6 }, () => redisCall()), smsCall(), smsCall()]);
    for (const a of answers) expectErrorEnvelope(a, 5000);
    await orderAndPay(buyers[0]!);
    expectAlive();
    redisProxy.thaw();
    await expectHealed();
  });

  it('lost nothing it had committed: every order paid before and between the faults is there, books balance', async () => {
    const rows = await shop.db.selectFrom('orders').select(['id', 'status']).where('id', 'in', committed).execute();
    lost = committed.length - rows.length;
    expect(lost).toBe(0);
    for (const r of rows) expect(r.status, `order ${r.id}`).toBe(ORDER_STATUS.SHIP);
    const books = await readBooks(shop.db, [standardId]);
    expect(books.stockPlusHeld[standardId]).toBe(1000);
    expect(books.unbalanced).toEqual([]);
    expect(server.output()).not.toMatch(/"level":60/);
  });
});
