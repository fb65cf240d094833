import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TCartGroup, TPayResult } from '@mall/contract';
import { httpWire, topUp as topUpOnWire } from '@mall/contract/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signNotify, tradeNoFor } from '../../lib/payment/sandbox-gateway.js';
import { addBuyers, addSeller, stockOf, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import {
  listenLocal,
  post,
  sharedSchemaEnv,
  startServerProcess,
  type THttpAnswer,
  type TServerProcess,
  tally,
  watchMin,
} from '../../test/http-server.js';

const RACE_UNPAID_LIMIT = '1000';
const FROM_DETAIL = '/order/order/addOrderFromDetail.json';
const ADD_ORDER = '/order/order/addOrder.json';
const PAY = '/order/pay/pay.json';
const CART_ADD = '/product/api/shoppingCart/add.json';
const CART_QUERY = '/product/api/shoppingCart/query.json';
const RECHARGE = '/AI/aiCurrency/addAiRecharge.json';
const CONFIRM = '/pay/sandbox/confirm.json';
const NOTIFY = '/pay/notify/sandbox.json';

const RACE_MS = 60_000;

type TOrderIds = { orderIds: number[] };

/** Every answer came over HTTP 200 with an envelope, and none of them was a 500. */
function expectNoServerErrors(answers: THttpAnswer[]) {
  const bad = answers.filter((a) => a.http !== 200 || a.status >= 500);
  expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
}

/**
 * Races of the buying calls through the real HTTP server (app.listen + concurrent fetch), on SQLite
 * and PostgreSQL; on PostgreSQL also across two server processes sharing one schema.
 */
describeEachDb(
  'order races over HTTP',
  (ctx, dialect) => {
    let base: string;
    beforeAll(async () => {
      base = await listenLocal(ctx.app);
    });

    const db = () => ctx.app.deps.db;

    /** Tops a buyer up through the sandbox gateway over HTTP: start at one server, pay at the cashier of another. */
    async function topUp(startAt: string, confirmAt: string, token: string, amount: number) {
      await topUpOnWire(httpWire(startAt), token, amount, { confirmVia: httpWire(confirmAt) });
    }

    /** The balance row and the ledger of one buyer, in fen. */
    async function coins(userId: number) {
      const account = await db()
        .selectFrom('ai_coin_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const entries = await db()
        .selectFrom('ai_coin_ledger')
        .select(['kind', 'amount_fen', 'ref_no', 'title'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      return {
        balanceFen: Number(account?.balance_fen ?? 0),
        totalOutFen: Number(account?.total_out_fen ?? 0),
        ledgerFen: entries.reduce((sum, e) => sum + Number(e.amount_fen), 0),
        pays: entries.filter((e) => e.kind === 'pay').map((e) => Number(e.amount_fen)),
        recharges: entries.filter((e) => e.kind === 'recharge').map((e) => Number(e.amount_fen)),
        entries,
      };
    }

    async function salesOf(standardId: number): Promise<number> {
      const row = await db()
        .selectFrom('product_standards')
        .select('sales')
        .where('id', '=', standardId)
        .executeTakeFirstOrThrow();
      return Number(row.sales);
    }

    /**
     * `buyers` each try to buy 1 of the last `units` of one standard at once, spread over `bases`:
     * exactly `units` orders, one per winner, the rest 409 库存不足, stock 0 and never below.
     */
    async function raceForLastUnits(bases: string[], buyers: TQuickBuyer[], units: number) {
      const seller = await addSeller(ctx, [{ title: '智能门锁 限量款', standards: [[129_900, units]] }]);
      const productId = seller.products[0]!.productId;
      const standardId = seller.products[0]!.standardIds[0]!;
      const stopWatch = watchMin(() => stockOf(ctx, standardId));
      const answers = await Promise.all(
        buyers.map((b, i) =>
          post<TOrderIds>(
            bases[i % bases.length]!,
            FROM_DETAIL,
            { productId, standardId, number: 1, addressId: b.address.id },
            b.token,
          ),
        ),
      );
      const minStock = await stopWatch();

      expectNoServerErrors(answers);
      expect(tally(answers)).toEqual({ 200: units, 409: buyers.length - units });
      for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('STOCK_SHORT');
      expect(await stockOf(ctx, standardId)).toBe(0);
      expect(minStock).toBeGreaterThanOrEqual(0);

      const winners = buyers.filter((_, i) => answers[i]!.status === 200);
      const winnerOrderIds = answers.flatMap((a) => (a.status === 200 ? a.data.orderIds : []));
      expect(winnerOrderIds).toHaveLength(units);
      const rows = await db()
        .selectFrom('orders as o')
        .innerJoin('order_items as i', 'i.order_id', 'o.id')
        .where('i.standard_id', '=', standardId)
        .select(['o.id', 'o.user_id', 'o.status', 'o.total_fen', 'i.number'])
        .orderBy('o.id')
        .execute();
      expect(rows).toHaveLength(units);
      expect(rows.map((r) => r.id)).toEqual([...winnerOrderIds].sort((x, y) => x - y));
      expect(new Set(rows.map((r) => r.user_id))).toEqual(new Set(winners.map((w) => w.userId)));
      for (const r of rows) expect([r.status, r.number, Number(r.total_fen)]).toEqual([0, 1, 129_900]);
    }

    /**
     * One buyer with ¥50 of AI币 pays 100 unpaid ¥1 orders at once, spread over `bases`: exactly 50
     * succeed, 50 answer 409 余额不足 and stay unpaid, the balance ends at 0 (never below) and equals the
     * ledger's sum.
     */
    async function raceAiCoinDebits(bases: string[]) {
      const at = (i: number) => bases[i % bases.length]!;
      const [u] = await addBuyers(ctx.app.deps, 1);
      const seller = await addSeller(ctx, [{ title: '智能灯泡 E27', standards: [[100, 1000]] }]);
      const productId = seller.products[0]!.productId;
      const standardId = seller.products[0]!.standardIds[0]!;
      await topUp(at(0), at(1), u!.token, 50);

      const created = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          post<TOrderIds>(at(i), FROM_DETAIL, { productId, standardId, number: 1, addressId: u!.address.id }, u!.token),
        ),
      );
      expect(tally(created)).toEqual({ 200: 100 });
      const orderIds = created.map((c) => c.data.orderIds[0]!);

      const stopWatch = watchMin(async () => (await coins(u!.userId)).balanceFen);
      const paid = await Promise.all(
        orderIds.map((id, i) => post<TPayResult>(at(i), PAY, { orderIds: [id], payType: 'aicoin' }, u!.token)),
      );
      const minBalance = await stopWatch();

      expectNoServerErrors(paid);
      expect(tally(paid)).toEqual({ 200: 50, 409: 50 });
      for (const a of paid.filter((x) => x.status === 409)) expect(a.code).toBe('AI_COIN_BALANCE_SHORT');
      const after = await coins(u!.userId);
      expect(after.balanceFen).toBe(0);
      expect(after.ledgerFen).toBe(after.balanceFen);
      expect(after.recharges).toEqual([5000]);
      expect(after.pays).toEqual(Array(50).fill(-100));
      expect(after.totalOutFen).toBe(5000);
      expect(minBalance).toBeGreaterThanOrEqual(0);

      const rows = await db()
        .selectFrom('orders')
        .select(['id', 'status', 'pay_type'])
        .where('id', 'in', orderIds)
        .execute();
      const status = new Map(rows.map((r) => [r.id, r.status]));
      orderIds.forEach((id, i) => {
        expect(status.get(id), `order ${id}`).toBe(paid[i]!.status === 200 ? 1 : 0);
      });
      expect(await salesOf(standardId)).toBe(50);
      expect(await stockOf(ctx, standardId)).toBe(900);
    }

    it(
      '200 buyers race for the last 10 units: exactly 10 orders, stock 0, never below',
      async () => {
        const buyers = await addBuyers(ctx.app.deps, 200);
        await raceForLastUnits([base], buyers, 10);
      },
      RACE_MS,
    );

    it.each([
      ['AI币 calls lead', 0],
      ['gateway calls lead', 1],
    ] as const)(
      'one order, 50 racing pay calls (AI币 and cashier confirms) plus replayed notifies: paid once, debited once (%s)',
      async (_, lead) => {
        const [u] = await addBuyers(ctx.app.deps, 1);
        await topUp(base, base, u!.token, 100);
        const seller = await addSeller(ctx, [{ title: '智能窗帘电机', standards: [[990, 10]] }]);
        const productId = seller.products[0]!.productId;
        const standardId = seller.products[0]!.standardIds[0]!;
        const created = await post<TOrderIds>(
          base,
          FROM_DETAIL,
          { productId, standardId, number: 2, addressId: u!.address.id },
          u!.token,
        );
        const orderId = created.data.orderIds[0]!;
        // The buyer opened the cashier once; the page is still open while AI币 payments are tried.
        const started = await post<TPayResult>(base, PAY, { orderIds: [orderId], payType: 'sandbox' }, u!.token);
        const paymentNo = started.data.paymentNo!;
        const secret = ctx.config.PAY_SANDBOX_SECRET;
        const notify = signNotify(secret, {
          paymentNo,
          tradeNo: tradeNoFor(secret, paymentNo),
          amountFen: 1980,
          paidAt: Date.now(),
        });

        const kinds: ('aicoin' | 'confirm' | 'notify')[] = [];
        for (let i = 0; i < 25; i += 1)
          kinds.push(...(lead === 0 ? (['aicoin', 'confirm'] as const) : (['confirm', 'aicoin'] as const)));
        for (let i = 0; i < 20; i += 1) kinds.splice(3 * i + 2, 0, 'notify');
        const answers = await Promise.all(
          kinds.map((kind) => {
            if (kind === 'aicoin')
              return post<TPayResult>(base, PAY, { orderIds: [orderId], payType: 'aicoin' }, u!.token);
            if (kind === 'confirm') return post<{ status: number }>(base, CONFIRM, { paymentNo }, u!.token);
            return post(base, NOTIFY, notify);
          }),
        );
        // The gateway keeps retrying its notify after the race, 20 more at once.
        const replays = await Promise.all(Array.from({ length: 20 }, () => post(base, NOTIFY, notify)));

        expectNoServerErrors([...answers, ...replays]);
        const of = (kind: string) => answers.filter((_, i) => kinds[i] === kind);
        expect(of('aicoin')).toHaveLength(25);
        expect(of('confirm')).toHaveLength(25);
        expect(of('notify')).toHaveLength(20);
        expect(tally([...of('notify'), ...replays])).toEqual({ 200: 40 });

        const order = await db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
        expect(order.status).toBe(1);
        const byAiCoin = order.pay_type === 'aicoin';
        expect(order.pay_type).toBe(byAiCoin ? 'aicoin' : 'sandbox');
        expect(tally(of('aicoin'))).toEqual(byAiCoin ? { 200: 1, 409: 24 } : { 409: 25 });
        for (const a of of('confirm')) expect([200, 409]).toContain(a.status);
        if (!byAiCoin) expect(tally(of('confirm'))).toEqual({ 200: 25 });

        const payment = await db()
          .selectFrom('payments')
          .selectAll()
          .where('payment_no', '=', paymentNo)
          .executeTakeFirstOrThrow();
        // Paid by AI币: the cashier's money arrived for a closed payment and goes back (3 已退款).
        expect(payment.status).toBe(byAiCoin ? 3 : 1);
        const paidPayments = await db()
          .selectFrom('payments')
          .select('payment_no')
          .where('user_id', '=', u!.userId)
          .where('purpose', '=', 'order')
          .where('status', '=', 1)
          .execute();
        expect(paidPayments.map((p) => p.payment_no)).toEqual(byAiCoin ? [] : [paymentNo]);

        const after = await coins(u!.userId);
        expect(after.pays).toEqual(byAiCoin ? [-1980] : []);
        expect(after.balanceFen).toBe(byAiCoin ? 10_000 - 1980 : 10_000);
        expect(after.ledgerFen).toBe(after.balanceFen);
        expect(await salesOf(standardId)).toBe(2);
        expect(await stockOf(ctx, standardId)).toBe(8);
      },
      RACE_MS,
    );

    it(
      'a signed notify replayed 20 times at once changes state once, for an order and for a top-up',
      async () => {
        const [u] = await addBuyers(ctx.app.deps, 1);
        const seller = await addSeller(ctx, [{ title: '智能音箱', standards: [[4_990, 10]] }]);
        const productId = seller.products[0]!.productId;
        const standardId = seller.products[0]!.standardIds[0]!;
        const created = await post<TOrderIds>(
          base,
          FROM_DETAIL,
          { productId, standardId, number: 3, addressId: u!.address.id },
          u!.token,
        );
        const orderId = created.data.orderIds[0]!;
        const secret = ctx.config.PAY_SANDBOX_SECRET;

        const forOrder = await post<TPayResult>(base, PAY, { orderIds: [orderId], payType: 'sandbox' }, u!.token);
        const orderNo = forOrder.data.paymentNo!;
        const orderNotify = signNotify(secret, {
          paymentNo: orderNo,
          tradeNo: tradeNoFor(secret, orderNo),
          amountFen: 14_970,
          paidAt: 1_700_000_000_000,
        });
        const forTopUp = await post<{ paymentNo: string }>(
          base,
          RECHARGE,
          { amount: 30, payType: 'sandbox' },
          u!.token,
        );
        const topUpNo = forTopUp.data.paymentNo;
        const topUpNotify = signNotify(secret, {
          paymentNo: topUpNo,
          tradeNo: tradeNoFor(secret, topUpNo),
          amountFen: 3000,
          paidAt: 1_700_000_000_000,
        });

        const answers = await Promise.all([
          ...Array.from({ length: 20 }, () => post(base, NOTIFY, orderNotify)),
          ...Array.from({ length: 20 }, () => post(base, NOTIFY, topUpNotify)),
        ]);
        expectNoServerErrors(answers);
        expect(tally(answers)).toEqual({ 200: 40 });

        const payments = await db()
          .selectFrom('payments')
          .select(['payment_no', 'status', 'trade_no', 'paid_at'])
          .where('payment_no', 'in', [orderNo, topUpNo])
          .orderBy('id')
          .execute();
        expect(payments).toEqual([
          { payment_no: orderNo, status: 1, trade_no: orderNotify.tradeNo, paid_at: 1_700_000_000_000 },
          { payment_no: topUpNo, status: 1, trade_no: topUpNotify.tradeNo, paid_at: 1_700_000_000_000 },
        ]);
        const order = await db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
        expect([order.status, order.pay_type, order.payment_no]).toEqual([1, 'sandbox', orderNo]);
        expect(await salesOf(standardId)).toBe(3);
        const after = await coins(u!.userId);
        expect(after.recharges).toEqual([3000]);
        expect(after.pays).toEqual([]);
        expect(after.balanceFen).toBe(3000);
        expect(after.ledgerFen).toBe(3000);
      },
      RACE_MS,
    );

    it(
      'gateway payments started in a race (double clicks, AI币 at once): one payment wins per order, every notify answers 200, no other payment is left paid or pending',
      async () => {
        const [u] = await addBuyers(ctx.app.deps, 1);
        await topUp(base, base, u!.token, 100);
        // One buyer holds all these unpaid orders at once: the 限购 is raised for it.
        const seller = await addSeller(ctx, [{ title: '智能烟雾报警器', standards: [[1_290, 20]], purchaseLimit: 20 }]);
        const productId = seller.products[0]!.productId;
        const standardId = seller.products[0]!.standardIds[0]!;
        // Rounds on orders of their own: clicks on 支付 with the cashier only, or cashier and AI币 mixed.
        const rounds: ('sandbox' | 'aicoin')[][] = [
          ...Array.from({ length: 4 }, () => Array<'sandbox'>(5).fill('sandbox')),
          ...Array.from({ length: 4 }, () =>
            Array.from({ length: 10 }, (_, i): 'sandbox' | 'aicoin' => (i % 2 === 0 ? 'sandbox' : 'aicoin')),
          ),
        ];
        const orderIds: number[] = [];
        for (const _ of rounds) {
          const created = await post<TOrderIds>(
            base,
            FROM_DETAIL,
            { productId, standardId, number: 1, addressId: u!.address.id },
            u!.token,
          );
          orderIds.push(created.data.orderIds[0]!);
        }

        const starts = await Promise.all(
          rounds.flatMap((kinds, r) =>
            kinds.map((payType) => post<TPayResult>(base, PAY, { orderIds: [orderIds[r]!], payType }, u!.token)),
          ),
        );
        expectNoServerErrors(starts);
        const paymentNos = starts.flatMap((a) => (a.status === 200 && a.data.paymentNo ? [a.data.paymentNo] : []));
        // The buyer pays at every cashier page that opened; the gateway notifies each one twice at once.
        const secret = ctx.config.PAY_SANDBOX_SECRET;
        const notifies = paymentNos.map((no) =>
          signNotify(secret, { paymentNo: no, tradeNo: tradeNoFor(secret, no), amountFen: 1290, paidAt: Date.now() }),
        );
        const delivered = await Promise.all([...notifies, ...notifies].map((n) => post(base, NOTIFY, n)));
        const failed = delivered.filter((d) => d.status !== 200).length;
        expect(failed, `${failed} of ${delivered.length} notifies were not answered 200`).toBe(0);

        const payments = await db()
          .selectFrom('payments')
          .select(['payment_no', 'status', 'order_ids'])
          .where('user_id', '=', u!.userId)
          .where('purpose', '=', 'order')
          .execute();
        expect(payments.map((p) => p.payment_no).sort()).toEqual([...paymentNos].sort());
        const orders = await db().selectFrom('orders').selectAll().where('id', 'in', orderIds).execute();
        const after = await coins(u!.userId);
        for (const order of orders) {
          const mine = payments.filter((p) => JSON.parse(p.order_ids)[0] === order.id);
          const debits = after.entries.filter((e) => e.kind === 'pay' && e.title.includes(order.order_no));
          const byAiCoin = order.pay_type === 'aicoin';
          const state = {
            status: order.status,
            debits: debits.length,
            paid: mine.filter((p) => p.status === 1).map((p) => p.payment_no),
            // Every other payment was closed, and the money that still came for it is marked for a refund.
            others: tally(mine.filter((p) => p.status !== 1)),
          };
          const othersCount = mine.length - (byAiCoin ? 0 : 1);
          expect(state, `order ${order.id}`).toEqual({
            status: 1,
            debits: byAiCoin ? 1 : 0,
            paid: byAiCoin ? [] : [order.payment_no],
            others: othersCount > 0 ? { 3: othersCount } : {},
          });
        }
        expect(after.ledgerFen).toBe(after.balanceFen);
        expect(await salesOf(standardId)).toBe(rounds.length);
      },
      RACE_MS,
    );

    it(
      '100 AI币 payments over a balance that covers 50: 50 paid, 50 refused, balance 0, ledger = balance',
      async () => {
        await raceAiCoinDebits([base]);
      },
      RACE_MS,
    );

    it(
      'the same cart submitted 10 times at once creates one set of orders and reserves stock once',
      async () => {
        const [u] = await addBuyers(ctx.app.deps, 1);
        const s1 = await addSeller(ctx, [{ title: '人体传感器', standards: [[2_990, 5]] }]);
        const s2 = await addSeller(ctx, [{ title: '智能开关', standards: [[5_990, 5]] }]);
        for (const [s, number] of [
          [s1, 2],
          [s2, 1],
        ] as const) {
          const p = s.products[0]!;
          const added = await post(
            base,
            CART_ADD,
            { productId: p.productId, standardId: p.standardIds[0], number },
            u!.token,
          );
          expect(added.status, added.msg).toBe(200);
        }
        const cart = await post<TCartGroup[]>(base, CART_QUERY, {}, u!.token);
        const cartIds = cart.data.flatMap((g) => g.productList.map((i) => i.id));
        expect(cartIds).toHaveLength(2);

        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            post<TOrderIds>(base, ADD_ORDER, { cartIds, addressId: u!.address.id }, u!.token),
          ),
        );
        expectNoServerErrors(answers);
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        for (const a of answers.filter((x) => x.status !== 200)) {
          expect([404, 409], a.msg).toContain(a.status);
          expect(a.code, a.msg).toBe('CART_ENTRY_STALE');
        }
        const winner = answers.find((a) => a.status === 200)!;
        expect(winner.data.orderIds).toHaveLength(2);
        const orders = await db()
          .selectFrom('orders')
          .select(['id', 'seller_id', 'status'])
          .where('user_id', '=', u!.userId)
          .orderBy('id')
          .execute();
        expect(orders.map((o) => o.id)).toEqual([...winner.data.orderIds].sort((x, y) => x - y));
        expect(new Set(orders.map((o) => o.seller_id))).toEqual(new Set([s1.sellerId, s2.sellerId]));
        expect(await stockOf(ctx, s1.products[0]!.standardIds[0]!)).toBe(3);
        expect(await stockOf(ctx, s2.products[0]!.standardIds[0]!)).toBe(4);
        const left = await post<TCartGroup[]>(base, CART_QUERY, {}, u!.token);
        expect(left.data).toEqual([]);
      },
      RACE_MS,
    );

    // PostgreSQL only: a SQLite file belongs to one process, so these are not declared on SQLite.
    if (dialect !== 'postgres') return;
    describe('two server processes sharing the database', () => {
      const servers: TServerProcess[] = [];
      let dir = '';
      beforeAll(async () => {
        if (!ctx.schema) throw new Error('a PostgreSQL suite has a schema');
        dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-race-'));
        const env = sharedSchemaEnv(
          { databaseUrl: inject('pgUrl'), schema: ctx.schema, dir, sandboxSecret: ctx.config.PAY_SANDBOX_SECRET },
          { MAX_UNPAID_ORDERS: RACE_UNPAID_LIMIT },
        );
        const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
        for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
        const failed = started.find((s) => s.status === 'rejected');
        if (failed) throw failed.reason;
      }, RACE_MS);
      afterAll(async () => {
        await Promise.all(servers.map((s) => s.stop()));
        if (dir) fs.rmSync(dir, { recursive: true, force: true });
      });

      /** Nothing was logged at level error (pino 50) or above by either process. */
      function expectQuietServers() {
        for (const s of servers) expect(s.output(), `server ${s.pid}`).not.toMatch(/"level":(50|60)/);
      }

      it(
        '200 buyers split over both processes race for the last 10 units',
        async () => {
          const buyers = await addBuyers(ctx.app.deps, 200);
          await raceForLastUnits(
            servers.map((s) => s.base),
            buyers,
            10,
          );
          expectQuietServers();
        },
        RACE_MS,
      );

      it(
        '100 AI币 payments split over both processes against a balance that covers 50',
        async () => {
          await raceAiCoinDebits(servers.map((s) => s.base));
          expectQuietServers();
        },
        RACE_MS,
      );
    });
  },
  // One buyer holds a hundred unpaid orders in the AI币 race: raise the stock-hoarding limit here.
  { MAX_UNPAID_ORDERS: RACE_UNPAID_LIMIT },
);
