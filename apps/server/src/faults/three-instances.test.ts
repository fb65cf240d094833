import { randomBytes } from 'node:crypto';
import { CALLS, ORDER_STATUS, PAYMENT_STATUS, STATUS, type TPayResult } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertUser } from '../features/account/account.repository.js';
import { hashPassword } from '../lib/password.js';
import { signNotify, tradeNoFor } from '../lib/payment/sandbox-gateway.js';
import { addBuyers, addSeller, stockOf, type TQuickBuyer } from '../test/fixtures.js';
import { startServerProcess, type TServerProcess, tally, watchMin } from '../test/http-server.js';
import { CLIENT_ADDRESS_HEADER, startBalancer, type TBalancer } from './balancer.js';
import { creditCoins, openFaultShop, readBooks, SANDBOX_SECRET, send, type TFaultShop, waitFor } from './fault-kit.js';

const FROM_DETAIL = CALLS.order.addOrderFromDetail.path;
const PAY = CALLS.order.pay.path;
const CANCEL = CALLS.order.cancelOrder.path;
const CONFIRM = CALLS.pay.sandboxConfirm.path;
const NOTIFY = CALLS.pay.notify.path;
const LOGIN = CALLS.account.login.path;

const pgUrl = inject('faultsPgUrl');
const redisUrl = inject('faultsRedisUrl');

type TOrderIds = { orderIds: number[] };

/** A client address of its own for this run, so counters left in the shared Redis by earlier runs never bite. */
const randomAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/**
 * Three server processes on one PostgreSQL schema and one Redis, behind a round-robin balancer: the
 * races of the buying calls, the payment notifies, the login throttle and the periodic sweeps hold
 * when every instance takes its share.
 */
describe.skipIf(!pgUrl || !redisUrl)('three instances behind a balancer', () => {
  let shop: TFaultShop;
  const servers: TServerProcess[] = [];
  let balancer: TBalancer;
  let requests = 0;
  let demoProductId: number;
  let demoStandardId: number;

  beforeAll(async () => {
    shop = await openFaultShop(pgUrl, redisUrl);
    // A demo seller (by name) with a product of known stock, made before the servers seed: they find
    // categories and add only the other demo accounts, not the demo catalogue.
    const demo = await addSeller(shop.ctx, [{ title: '极光 智能网关 测试款', standards: [[9_900, 100]] }]);
    await shop.db.updateTable('sellers').set({ username: 'seller01' }).where('id', '=', demo.sellerId).execute();
    demoProductId = demo.products[0]!.productId;
    demoStandardId = demo.products[0]!.standardIds[0]!;
    const env = shop.serverEnv({
      TRUST_PROXY: 'true',
      SEED_DEMO: 'true',
      ORDER_SWEEP_SECONDS: '1',
      ORDER_PAY_MINUTES: '1',
      AUTO_SHIP_SECONDS: '1',
      // The sweeps report what they did at info level; the suite adds those reports up.
      LOG_LEVEL: 'info',
    });
    const started = await Promise.allSettled([0, 1, 2].map(() => startServerProcess(env, 60_000)));
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    balancer = await startBalancer(servers.map((s) => s.base));
  });
  afterAll(async () => {
    await balancer?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await shop?.close();
    console.log(
      `[faults] three instances: ${requests} requests fired through the balancer ` +
        `(${balancer?.forwarded.join(' / ')} per instance)`,
    );
  });

  function call<T = unknown>(urlPath: string, data: unknown, token?: string, from?: string) {
    requests += 1;
    return send<T>(balancer.base, urlPath, data, {
      token,
      headers: from ? { [CLIENT_ADDRESS_HEADER]: from } : {},
      limitMs: 60_000,
    });
  }

  /** What the instances' sweeps reported doing (`订单巡检` log lines), added up over all three. */
  function sweepReports(): { cancelled: number; shipped: number } {
    const sum = { cancelled: 0, shipped: 0 };
    for (const s of servers) {
      for (const line of s.output().split('\n')) {
        if (!line.includes('订单巡检')) continue;
        // The order sweep reports what it cancelled, the demo's shipping job what it shipped.
        const r = JSON.parse(line) as { cancelled?: number; shipped?: number };
        sum.cancelled += r.cancelled ?? 0;
        sum.shipped += r.shipped ?? 0;
      }
    }
    return sum;
  }

  /** Nothing was logged at level error (pino 50) or above by any instance. */
  function expectQuietServers() {
    for (const s of servers) expect(s.output(), `server ${s.pid}`).not.toMatch(/"level":(50|60)/);
  }

  async function order(b: TQuickBuyer, productId: number, standardId: number, number = 1): Promise<number> {
    const created = await call<TOrderIds>(
      FROM_DETAIL,
      { productId, standardId, number, addressId: b.address.id },
      b.token,
    );
    expect(created.status, created.msg).toBe(200);
    return created.data.orderIds[0]!;
  }

  // First, before any other order of this file can fall due (ORDER_PAY_MINUTES=1).
  it('(e) every instance sweeps each second: each overdue order is cancelled once, its stock released once; demo auto-ship ships each paid order once', async () => {
    const seller = await addSeller(shop.ctx, [{ title: '智能温控器', standards: [[3_990, 100]] }]);
    const productId = seller.products[0]!.productId;
    const standardId = seller.products[0]!.standardIds[0]!;
    const buyers = await addBuyers(shop.ctx.app.deps, 30);
    const overdue = await Promise.all(buyers.map((b, i) => order(b, productId, standardId, 1 + (i % 3))));
    // A third of them had opened the cashier: their gateway payments must be closed with the order.
    const paymentNos = await Promise.all(
      buyers.slice(0, 10).map(async (b, i) => {
        const started = await call<TPayResult>(PAY, { orderIds: [overdue[i]], payType: 'sandbox' }, b.token);
        expect(started.status, started.msg).toBe(200);
        return started.data.paymentNo!;
      }),
    );
    expect(await stockOf(shop.ctx, standardId)).toBe(100 - 60);

    const demoBuyers = await addBuyers(shop.ctx.app.deps, 20);
    for (const b of demoBuyers) await creditCoins(shop.db, b.userId, 1_000_00);
    const shipping = await Promise.all(demoBuyers.map((b) => order(b, demoProductId, demoStandardId)));
    const paid = await Promise.all(
      demoBuyers.map((b, i) => call(PAY, { orderIds: [shipping[i]], payType: 'aicoin' }, b.token)),
    );
    expect(tally(paid)).toEqual({ 200: 20 });

    // The deadline passes (faster than the one minute the settings allow).
    const before = sweepReports();
    await shop.db
      .updateTable('orders')
      .set({ pay_deadline: Date.now() - 1000 })
      .where('id', 'in', overdue)
      .execute();
    await waitFor(
      'overdue orders cancelled and paid demo orders shipped',
      async () => {
        const rows = await shop.db
          .selectFrom('orders')
          .select('status')
          .where('id', 'in', [...overdue, ...shipping])
          .execute();
        return rows.every((r) => r.status === ORDER_STATUS.CANCELLED || r.status === ORDER_STATUS.DELIVER);
      },
      20_000,
    );
    // Sweeps still running report in their own time: wait until the instances' reports add up to the
    // orders moved (a double count would overshoot and fail the exact check below).
    await waitFor(
      'every sweep reported',
      async () => {
        const r = sweepReports();
        return r.cancelled - before.cancelled >= 30 && r.shipped - before.shipped >= 20;
      },
      10_000,
    );

    const cancelled = await shop.db
      .selectFrom('orders')
      .select(['status', 'cancel_reason'])
      .where('id', 'in', overdue)
      .execute();
    for (const o of cancelled) expect([o.status, o.cancel_reason]).toEqual([ORDER_STATUS.CANCELLED, '超时未支付']);
    expect(await stockOf(shop.ctx, standardId)).toBe(100);
    const payments = await shop.db
      .selectFrom('payments')
      .select('status')
      .where('payment_no', 'in', paymentNos)
      .execute();
    expect(payments.map((p) => p.status)).toEqual(Array(10).fill(PAYMENT_STATUS.CLOSED));

    const shipped = await shop.db
      .selectFrom('orders')
      .select(['status', 'logistics_no', 'logistics_company', 'shipped_at'])
      .where('id', 'in', shipping)
      .execute();
    for (const o of shipped) {
      expect(o.status).toBe(ORDER_STATUS.DELIVER);
      expect(o.logistics_no).toMatch(/^[A-Z]{2,3}\d+$/);
      expect(o.shipped_at).toBeGreaterThan(0);
    }
    expect(new Set(shipped.map((o) => o.logistics_no)).size).toBe(20);
    const after = sweepReports();
    // Summed over the three instances: each order counted by exactly one of them.
    expect({ cancelled: after.cancelled - before.cancelled, shipped: after.shipped - before.shipped }).toEqual({
      cancelled: 30,
      shipped: 20,
    });
    const reporters = servers.filter((s) => s.output().includes('订单巡检')).length;
    console.log(
      `[faults] sweeps on three instances: 30 overdue orders cancelled once, 20 demo orders shipped once ` +
        `(${reporters} instances did part of the work), stock back to 100`,
    );
    expectQuietServers();
  });

  it('(a) 200 buyers spread over the instances race for the last 10 units: exactly 10 orders, stock 0, never below', async () => {
    const seller = await addSeller(shop.ctx, [{ title: '智能门锁 限量款', standards: [[129_900, 10]] }]);
    const productId = seller.products[0]!.productId;
    const standardId = seller.products[0]!.standardIds[0]!;
    const buyers = await addBuyers(shop.ctx.app.deps, 200);
    const stopWatch = watchMin(() => stockOf(shop.ctx, standardId));
    const answers = await Promise.all(
      buyers.map((b) =>
        call<TOrderIds>(FROM_DETAIL, { productId, standardId, number: 1, addressId: b.address.id }, b.token),
      ),
    );
    const minStock = await stopWatch();
    const odd = answers.filter((a) => a.status !== 200 && a.status !== 409);
    expect(odd.slice(0, 3), `${odd.length} odd answers`).toEqual([]);
    expect(tally(answers)).toEqual({ 200: 10, 409: 190 });
    expect(await stockOf(shop.ctx, standardId)).toBe(0);
    expect(minStock).toBeGreaterThanOrEqual(0);
    const rows = await shop.db
      .selectFrom('order_items')
      .select('order_id')
      .where('standard_id', '=', standardId)
      .execute();
    expect(rows.map((r) => r.order_id).sort()).toEqual(answers.flatMap((a) => a.data?.orderIds ?? []).sort());
    expectQuietServers();
  });

  it('(b) one order, AI币 payments, cashier confirms and replayed notifies racing on all instances: paid once, debited once', async () => {
    const seller = await addSeller(shop.ctx, [{ title: '智能窗帘电机', standards: [[990, 10]] }]);
    const productId = seller.products[0]!.productId;
    const standardId = seller.products[0]!.standardIds[0]!;
    for (let round = 0; round < 4; round += 1) {
      const [b] = await addBuyers(shop.ctx.app.deps, 1);
      await creditCoins(shop.db, b!.userId, 100_00);
      const orderId = await order(b!, productId, standardId, 2);
      const started = await call<TPayResult>(PAY, { orderIds: [orderId], payType: 'sandbox' }, b!.token);
      const paymentNo = started.data.paymentNo!;
      const notify = signNotify(SANDBOX_SECRET, {
        paymentNo,
        tradeNo: tradeNoFor(SANDBOX_SECRET, paymentNo),
        amountFen: 1980,
        paidAt: Date.now(),
      });
      const kinds = Array.from({ length: 60 }, (_, i) => (['aicoin', 'confirm', 'notify'] as const)[(i + round) % 3]!);
      const answers = await Promise.all(
        kinds.map((kind) => {
          if (kind === 'aicoin') return call(PAY, { orderIds: [orderId], payType: 'aicoin' }, b!.token);
          if (kind === 'confirm') return call(CONFIRM, { paymentNo }, b!.token);
          return call(NOTIFY, notify);
        }),
      );
      const replays = await Promise.all(Array.from({ length: 20 }, () => call(NOTIFY, notify)));
      for (const a of [...answers, ...replays]) expect(a.status, a.msg).toBeLessThan(500);
      expect(tally([...answers.filter((_, i) => kinds[i] === 'notify'), ...replays])).toEqual({ 200: 40 });

      const o = await shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(o.status).toBe(ORDER_STATUS.SHIP);
      const byAiCoin = o.pay_type === 'aicoin';
      const aicoinOk = answers.filter((a, i) => kinds[i] === 'aicoin' && a.status === 200).length;
      expect(aicoinOk).toBe(byAiCoin ? 1 : 0);
      const payment = await shop.db
        .selectFrom('payments')
        .select('status')
        .where('payment_no', '=', paymentNo)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe(byAiCoin ? PAYMENT_STATUS.REFUNDED : PAYMENT_STATUS.PAID);
      const debits = await shop.db
        .selectFrom('ai_coin_ledger')
        .select('amount_fen')
        .where('user_id', '=', b!.userId)
        .where('kind', '=', 'pay')
        .execute();
      expect(debits.map((d) => Number(d.amount_fen))).toEqual(byAiCoin ? [-1980] : []);
    }
    expect(await stockOf(shop.ctx, standardId)).toBe(10 - 8);
    const books = await readBooks(shop.db, [standardId]);
    expect(books.unbalanced).toEqual([]);
    expectQuietServers();
  });

  it('(c) a gateway payment whose order was cancelled first is refunded once, never paid; a cancel racing its notify ends one way', async () => {
    const seller = await addSeller(shop.ctx, [{ title: '智能烟雾报警器', standards: [[1_290, 50]] }]);
    const productId = seller.products[0]!.productId;
    const standardId = seller.products[0]!.standardIds[0]!;
    const buyers = await addBuyers(shop.ctx.app.deps, 8);
    const outcomes: string[] = [];
    for (const [i, b] of buyers.entries()) {
      const isRace = i >= 3;
      const orderId = await order(b, productId, standardId, 1);
      const started = await call<TPayResult>(PAY, { orderIds: [orderId], payType: 'sandbox' }, b.token);
      const paymentNo = started.data.paymentNo!;
      const notify = signNotify(SANDBOX_SECRET, {
        paymentNo,
        tradeNo: tradeNoFor(SANDBOX_SECRET, paymentNo),
        amountFen: 1290,
        paidAt: Date.now(),
      });
      const notifies = () => Array.from({ length: 15 }, () => call(NOTIFY, notify));
      if (isRace) {
        const [cancel, ...delivered] = await Promise.all([call(CANCEL, { orderId }, b.token), ...notifies()]);
        expect([200, 409]).toContain(cancel.status);
        expect(tally(delivered)).toEqual({ 200: 15 });
      } else {
        const cancel = await call(CANCEL, { orderId }, b.token);
        expect(cancel.status, cancel.msg).toBe(200);
        const late = await Promise.all([
          ...notifies(),
          ...Array.from({ length: 5 }, () => call(CONFIRM, { paymentNo }, b.token)),
        ]);
        expect(tally(late.slice(0, 15))).toEqual({ 200: 15 });
        for (const c of late.slice(15)) expect(c.status).toBe(STATUS.CONFLICT);
      }
      const o = await shop.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
      const p = await shop.db
        .selectFrom('payments')
        .select('status')
        .where('payment_no', '=', paymentNo)
        .executeTakeFirstOrThrow();
      const state = `${o.status}/${p.status}`;
      outcomes.push(state);
      // Either the money came first (paid, kept) or the cancel did (closed, then refunded once).
      const allowed = [`${ORDER_STATUS.CANCELLED}/${PAYMENT_STATUS.REFUNDED}`];
      if (isRace) allowed.push(`${ORDER_STATUS.SHIP}/${PAYMENT_STATUS.PAID}`);
      expect(allowed, `order ${orderId}`).toContain(state);
      const credits = await shop.db.selectFrom('ai_coin_ledger').select('id').where('user_id', '=', b.userId).execute();
      expect(credits).toEqual([]);
    }
    const books = await readBooks(shop.db, [standardId]);
    expect(books.stockPlusHeld[standardId]).toBe(50);
    expect(books.unbalanced).toEqual([]);
    console.log(`[faults] refund cap on three instances: outcomes (order/payment status) ${outcomes.join(' ')}`);
    expectQuietServers();
  });

  it('(d) 20 parallel wrong-password logins for one account from one address, spread over the instances: 5 answer 519, 15 answer 429', async () => {
    const username = `throttle_${randomBytes(4).toString('hex')}`;
    await insertUser(shop.db, {
      username,
      password_hash: await hashPassword('right-pass-1', 10),
      phone: `177${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`,
      nickname: username,
      now: Date.now(),
    });
    const from = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(LOGIN, { username, password: 'wrong-pass-1', userType: 2 }, undefined, from),
      ),
    );
    expect(tally(answers)).toEqual({ [STATUS.BAD_CREDENTIALS]: 5, [STATUS.TOO_MANY]: 15 });
    expectQuietServers();
  });
});
