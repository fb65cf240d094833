import type { TPayResult } from '@mall/contract';
import { httpWire, topUp as topUpOnWire } from '@mall/contract/testing';
import { beforeAll, expect, it } from 'vitest';
import { signNotify, tradeNoFor } from '../../lib/payment/sandbox-gateway.js';
import { addBuyers, addSeller, stockOf, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { listenLocal, post, type THttpAnswer, tally } from '../../test/http-server.js';
import { sweepOrders } from '../order/order-jobs.js';

const FROM_DETAIL = '/order/order/addOrderFromDetail.json';
const PAY = '/order/pay/pay.json';
const CANCEL = '/order/order/cancelOrder.json';
const CONFIRM = '/pay/sandbox/confirm.json';
const NOTIFY = '/pay/notify/sandbox.json';
const RACE_MS = 60_000;

function expectNoServerErrors(answers: THttpAnswer[]) {
  const bad = answers.filter((a) => a.http !== 200 || a.status >= 500);
  expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
}

/**
 * Races of a merged payment (合并支付: the orders of one checkout, one per shop, paid by one payment)
 * through the real HTTP server, on SQLite and PostgreSQL.
 */
describeEachDb('merged payment races over HTTP', (ctx) => {
  let base: string;
  let a: TFixtureSeller;
  let b: TFixtureSeller;
  beforeAll(async () => {
    base = await listenLocal(ctx.app);
    a = await addSeller(ctx, [{ title: '智能门锁', standards: [[50_000, 500]], purchaseLimit: 100 }]);
    b = await addSeller(ctx, [{ title: '智能插座', standards: [[3_000, 500]], purchaseLimit: 100 }]);
  });
  const db = () => ctx.app.deps.db;

  /** The two orders of one checkout of both shops (¥500 + ¥30): created like the cart's, one per seller. */
  async function checkout(u: TQuickBuyer): Promise<number[]> {
    const ids: number[] = [];
    for (const s of [a, b]) {
      const p = s.products[0]!;
      const made = await post<{ orderIds: number[] }>(
        base,
        FROM_DETAIL,
        { productId: p.productId, standardId: p.standardIds[0], number: 1, addressId: u.address.id },
        u.token,
      );
      expect(made.status, made.msg).toBe(200);
      ids.push(made.data.orderIds[0]!);
    }
    return ids;
  }

  async function startPayment(u: TQuickBuyer, orderIds: number[]) {
    const started = await post<TPayResult>(base, PAY, { orderIds, payType: 'sandbox' }, u.token);
    expect(started.status, started.msg).toBe(200);
    const paymentNo = started.data.paymentNo!;
    const secret = ctx.config.PAY_SANDBOX_SECRET;
    const notify = signNotify(secret, {
      paymentNo,
      tradeNo: tradeNoFor(secret, paymentNo),
      amountFen: 53_000,
      paidAt: Date.now(),
    });
    return { paymentNo, notify };
  }

  async function ordersOf(ids: number[]) {
    return db()
      .selectFrom('orders')
      .select(['id', 'status', 'pay_type', 'payment_no'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  }

  async function paymentOf(paymentNo: string) {
    return db().selectFrom('payments').selectAll().where('payment_no', '=', paymentNo).executeTakeFirstOrThrow();
  }

  /** Units sold of each standard, in the order given. */
  async function salesOf(ids: number[]): Promise<number[]> {
    const rows = await db().selectFrom('product_standards').select(['id', 'sales']).where('id', 'in', ids).execute();
    return ids.map((id) => Number(rows.find((r) => r.id === id)?.sales));
  }

  async function coins(userId: number) {
    const account = await db()
      .selectFrom('ai_coin_accounts')
      .select('balance_fen')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const entries = await db()
      .selectFrom('ai_coin_ledger')
      .select(['kind', 'amount_fen'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return {
      balanceFen: Number(account?.balance_fen ?? 0),
      ledgerFen: entries.reduce((sum, e) => sum + Number(e.amount_fen), 0),
      pays: entries.filter((e) => e.kind === 'pay').map((e) => Number(e.amount_fen)),
    };
  }

  it(
    'the same merged payment confirmed 15 times and notified 15 times at once: both orders paid once, taken once',
    async () => {
      const [u] = await addBuyers(ctx.app.deps, 1);
      const orderIds = await checkout(u!);
      const standardIds = [a.products[0]!.standardIds[0]!, b.products[0]!.standardIds[0]!];
      const stockBefore = await stockOf(ctx, standardIds[0]!);
      const salesBefore = await salesOf(standardIds);
      const { paymentNo, notify } = await startPayment(u!, orderIds);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 2 === 0 ? post(base, CONFIRM, { paymentNo }, u!.token) : post(base, NOTIFY, notify),
        ),
      );
      expectNoServerErrors(answers);
      expect(tally(answers)).toEqual({ 200: 30 });

      const orders = await ordersOf(orderIds);
      expect(orders.map((o) => [o.status, o.pay_type, o.payment_no])).toEqual([
        [1, 'sandbox', paymentNo],
        [1, 'sandbox', paymentNo],
      ]);
      const payment = await paymentOf(paymentNo);
      expect([payment.status, Number(payment.amount_fen), payment.trade_no]).toEqual([1, 53_000, notify.tradeNo]);
      // One payment of this buyer was taken; none refunded, none left pending.
      const all = await db().selectFrom('payments').select(['status']).where('user_id', '=', u!.userId).execute();
      expect(all.map((p) => p.status)).toEqual([1]);
      // Sales counted once per order; stock was reserved at ordering and paying leaves it alone.
      expect(await salesOf(standardIds)).toEqual(salesBefore.map((n) => n + 1));
      expect(await stockOf(ctx, standardIds[0]!)).toBe(stockBefore);
    },
    RACE_MS,
  );

  it(
    'the buyer cancels one order while the merged payment is being paid: either both are paid and the cancel refused, or the payment takes nothing and the other order stays due',
    async () => {
      const outcomes = { paid: 0, refused: 0 };
      for (let round = 0; round < 8; round += 1) {
        const [u] = await addBuyers(ctx.app.deps, 1);
        const orderIds = await checkout(u!);
        const { paymentNo, notify } = await startPayment(u!, orderIds);
        const victim = orderIds[round % 2]!;
        const other = orderIds[(round + 1) % 2]!;
        // The cancel lands among the cashier's confirm and the gateway's notify (and its replays).
        const calls = [
          () => post(base, CONFIRM, { paymentNo }, u!.token),
          () => post(base, NOTIFY, notify),
          () => post(base, CANCEL, { orderId: victim }, u!.token),
          () => post(base, NOTIFY, notify),
        ];
        if (round % 2 === 1) calls.reverse();
        const answers = await Promise.all(calls.map((call) => call()));
        expectNoServerErrors(answers);
        const cancel = answers[round % 2 === 1 ? 1 : 2]!;
        const orders = new Map((await ordersOf(orderIds)).map((o) => [o.id, o.status]));
        const payment = await paymentOf(paymentNo);
        if (cancel.status === 200) {
          // The cancel won: the merged payment is refused whole; money that still came goes back.
          outcomes.refused += 1;
          expect([orders.get(victim), orders.get(other)]).toEqual([4, 0]);
          expect([2, 3]).toContain(payment.status);
        } else {
          outcomes.paid += 1;
          expect(cancel).toMatchObject({ status: 409, code: 'ORDER_STATE_FORBIDS' });
          expect([orders.get(victim), orders.get(other), payment.status]).toEqual([1, 1, 1]);
        }
        // Never a paid payment with an unpaid or cancelled order in it, never two payments taken.
        const taken = await db()
          .selectFrom('payments')
          .select('payment_no')
          .where('user_id', '=', u!.userId)
          .where('status', '=', 1)
          .execute();
        expect(taken.length).toBe(cancel.status === 200 ? 0 : 1);
      }
      expect(outcomes.paid + outcomes.refused).toBe(8);
    },
    RACE_MS,
  );

  it(
    'the timeout sweep cancels the checkout while the merged payment is confirmed: paid and kept, or cancelled and given back, never half',
    async () => {
      for (let round = 0; round < 4; round += 1) {
        const [u] = await addBuyers(ctx.app.deps, 1);
        const orderIds = await checkout(u!);
        const { paymentNo, notify } = await startPayment(u!, orderIds);
        // The sweep runs as if the deadline had passed (the notify of a gateway can arrive that late).
        const future = Date.now() + 24 * 3600_000;
        const [, swept] = await Promise.all([post(base, NOTIFY, notify), sweepOrders(ctx.app, future)]);
        const statuses = (await ordersOf(orderIds)).map((o) => o.status);
        const payment = await paymentOf(paymentNo);
        if (statuses.every((s) => s === 1)) {
          expect(payment.status).toBe(1);
        } else {
          expect(statuses).toEqual([4, 4]);
          expect(swept.cancelled).toBeGreaterThanOrEqual(2);
          expect([2, 3]).toContain(payment.status);
        }
      }
    },
    RACE_MS,
  );

  it(
    'AI币 pays a merged checkout with exactly enough balance while another spend races it: one wins, the balance never goes below 0',
    async () => {
      for (let round = 0; round < 6; round += 1) {
        const [u] = await addBuyers(ctx.app.deps, 1);
        const orderIds = await checkout(u!);
        // A third order (another ¥30 plug) bought on its own, racing the checkout for the same balance.
        const p = b.products[0]!;
        const single = await post<{ orderIds: number[] }>(
          base,
          FROM_DETAIL,
          { productId: p.productId, standardId: p.standardIds[0], number: 1, addressId: u!.address.id },
          u!.token,
        );
        const lone = single.data.orderIds[0]!;
        await topUpOnWire(httpWire(base), u!.token, 530);
        const calls = [
          () => post<TPayResult>(base, PAY, { orderIds, payType: 'aicoin' }, u!.token),
          () => post<TPayResult>(base, PAY, { orderIds: [lone], payType: 'aicoin' }, u!.token),
        ];
        if (round % 2 === 1) calls.reverse();
        const answers = await Promise.all(calls.map((call) => call()));
        expectNoServerErrors(answers);
        const [merged, other] = round % 2 === 1 ? [answers[1]!, answers[0]!] : [answers[0]!, answers[1]!];
        const statuses = (await ordersOf([...orderIds, lone])).map((o) => o.status);
        const after = await coins(u!.userId);
        expect(after.ledgerFen).toBe(after.balanceFen);
        expect(after.balanceFen).toBeGreaterThanOrEqual(0);
        if (merged.status === 200) {
          // The checkout took all of it: the lone order is short of balance and stays due.
          expect(other).toMatchObject({ status: 409, code: 'AI_COIN_BALANCE_SHORT' });
          expect(statuses).toEqual([1, 1, 0]);
          expect([after.balanceFen, after.pays]).toEqual([0, [-53_000]]);
        } else {
          expect(merged).toMatchObject({ status: 409, code: 'AI_COIN_BALANCE_SHORT' });
          expect(other.status).toBe(200);
          // Nothing of the checkout was paid: both its orders stay due together.
          expect(statuses).toEqual([0, 0, 1]);
          expect([after.balanceFen, after.pays]).toEqual([50_000, [-3_000]]);
        }
      }
    },
    RACE_MS,
  );
});
