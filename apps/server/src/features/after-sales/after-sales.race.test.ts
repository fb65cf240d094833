import { beforeAll, expect, it } from 'vitest';
import { addSeller, stockOf, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { listenLocal, post, type THttpAnswer, tally } from '../../test/http-server.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { applyReturn } from './after-sales.service.js';
import {
  approveReturn,
  completeOverdueExchanges,
  shipReplacement,
  writeReturnLogistics,
} from './after-sales-moves.service.js';

const APPLY = '/order/productRetuen/addProductReturn.json';
const CANCEL = '/order/productRetuen/cancelApply.json';
const APPROVE = '/seller/api/productReturn/approve.json';
const RECEIVE = '/seller/api/productReturn/receive.json';
const CONFIRM_REPLACEMENT = '/order/productRetuen/confirmReplacement.json';
const DAY = 86_400_000;
const N = 20;
const PRICE = 1_000;

function expectNoServerErrors(answers: THttpAnswer[]) {
  const bad = answers.filter((a) => a.http !== 200 || a.status >= 500);
  expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
}

/**
 * Races of the after-sales calls through the real HTTP server, on SQLite and PostgreSQL: the sum
 * refunded on an order never passes what was paid, one request moves once, one line has one open request.
 */
describeEachDb('after-sales races over HTTP', (ctx) => {
  let base: string;
  let seller: TFixtureSeller;
  let sellerToken: string;
  const db = () => ctx.app.deps.db;

  beforeAll(async () => {
    base = await listenLocal(ctx.app);
    seller = await addSeller(ctx, [
      { title: '智能灯泡 二十色', standards: Array.from({ length: N }, (): [number, number] => [PRICE, 100]) },
    ]);
    sellerToken = await seller.login();
  });

  const kit = sellerKit(ctx);
  const buyer = () => kit.buyer(1_000_000);

  /** An order of one unit of each of the product's N standards, paid, shipped when asked. */
  async function bigOrder(b: TQuickBuyer, payType: 'aicoin' | 'sandbox', shipped = false) {
    const { productId, standardIds } = seller.products[0]!;
    const lines = standardIds.map((standardId) => ({ productId, standardId, number: 1 }));
    const id = await kit.order(b, seller, lines, shipped ? 2 : 1, { payType });
    return { id, items: await kit.itemsOf(id) };
  }

  async function coins(userId: number) {
    const account = await db()
      .selectFrom('ai_coin_accounts')
      .select('balance_fen')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const entries = await db().selectFrom('ai_coin_ledger').selectAll().where('user_id', '=', userId).execute();
    return {
      balanceFen: Number(account.balance_fen),
      ledgerFen: entries.reduce((s, e) => s + Number(e.amount_fen), 0),
      refunds: entries.filter((e) => e.kind === 'refund').length,
    };
  }

  const orderRow = (id: number) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function refundOnly(b: TQuickBuyer, order: { id: number; items: { id: number }[] }) {
    const ids: number[] = [];
    for (const item of order.items) {
      const { id } = await applyReturn(ctx.app.deps, b.userId, {
        orderId: order.id,
        orderDetailId: item.id,
        returnType: 1,
        number: 1,
        reason: '不想要了/拍错了',
      });
      ids.push(id);
    }
    return ids;
  }

  it(`${N} concurrent approvals of 仅退款 on one AI币 order refund exactly what was paid and close it once`, async () => {
    const b = await buyer();
    const order = await bigOrder(b, 'aicoin');
    const stock0 = await stockOf(ctx, seller.products[0]!.standardIds[0]!);
    const ids = await refundOnly(b, order);
    const answers = await Promise.all(ids.map((id) => post(base, APPROVE, { id }, sellerToken)));
    expectNoServerErrors(answers);
    expect(tally(answers)).toEqual({ 200: N });
    const row = await orderRow(order.id);
    expect(Number(row.refunded_fen)).toBe(Number(row.total_fen));
    expect(row.status).toBe(5);
    expect(row.closed_at).not.toBeNull();
    const c = await coins(b.userId);
    expect(c.refunds).toBe(N);
    expect(c.balanceFen).toBe(c.ledgerFen);
    expect(c.balanceFen).toBe(1_000_000);
    // Not shipped yet: every unit went back on sale.
    expect(await stockOf(ctx, seller.products[0]!.standardIds[0]!)).toBe(stock0 + 1);
  });

  it(`${N} concurrent approvals on one sandbox-paid order refund the gateway payment exactly`, async () => {
    const b = await buyer();
    const order = await bigOrder(b, 'sandbox');
    const ids = await refundOnly(b, order);
    const answers = await Promise.all(ids.map((id) => post(base, APPROVE, { id }, sellerToken)));
    expectNoServerErrors(answers);
    expect(tally(answers)).toEqual({ 200: N });
    const row = await orderRow(order.id);
    const payment = await db()
      .selectFrom('payments')
      .selectAll()
      .where('payment_no', '=', row.payment_no)
      .executeTakeFirstOrThrow();
    expect(Number(payment.refunded_fen)).toBe(Number(payment.amount_fen));
    expect(payment.status).toBe(3);
    const refunds = await db()
      .selectFrom('payment_refunds')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount_fen').as('fen')])
      .where('payment_no', '=', row.payment_no)
      .executeTakeFirstOrThrow();
    expect(Number(refunds.n)).toBe(N);
    expect(Number(refunds.fen)).toBe(N * PRICE);
    expect(row.status).toBe(5);
  });

  it(`the cap holds under ${N} concurrent receives when only half can be refunded`, async () => {
    const b = await buyer();
    const order = await bigOrder(b, 'aicoin', true);
    const ids: number[] = [];
    for (const item of order.items) {
      const { id } = await applyReturn(ctx.app.deps, b.userId, {
        orderId: order.id,
        orderDetailId: item.id,
        returnType: 2,
        number: 1,
        reason: '商品质量问题',
      });
      await approveReturn(ctx.app.deps, seller.sellerId, id);
      await writeReturnLogistics(db(), b.userId, { id, logisticsCompany: '顺丰速运', logisticsNo: `SF${id}000000` });
      ids.push(id);
    }
    // What was paid is now only half of what the requests ask: ten may be refunded, no more.
    await db()
      .updateTable('orders')
      .set({ total_fen: (N / 2) * PRICE })
      .where('id', '=', order.id)
      .execute();
    const before = await coins(b.userId);
    const answers = await Promise.all(ids.map((id) => post(base, RECEIVE, { id }, sellerToken)));
    expectNoServerErrors(answers);
    expect(tally(answers)).toEqual({ 200: N / 2, 409: N / 2 });
    for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('REFUND_EXCEEDS_PAID');
    const row = await orderRow(order.id);
    expect(Number(row.refunded_fen)).toBe((N / 2) * PRICE);
    expect(row.status).toBe(5);
    const after = await coins(b.userId);
    expect(after.balanceFen - before.balanceFen).toBe((N / 2) * PRICE);
    expect(after.balanceFen).toBe(after.ledgerFen);
    const done = await db().selectFrom('product_returns').select('status').where('order_id', '=', order.id).execute();
    expect(done.filter((r) => r.status === 4)).toHaveLength(N / 2);
    expect(done.filter((r) => r.status === 3)).toHaveLength(N / 2);
  });

  it(`${N} concurrent approvals of one request: one moves it, one refund`, async () => {
    const b = await buyer();
    const order = await bigOrder(b, 'aicoin');
    const [id] = await refundOnly(b, { id: order.id, items: order.items.slice(0, 1) });
    const answers = await Promise.all(Array.from({ length: N }, () => post(base, APPROVE, { id }, sellerToken)));
    expectNoServerErrors(answers);
    expect(tally(answers)).toEqual({ 200: 1, 409: N - 1 });
    for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('RETURN_STATE_FORBIDS');
    expect((await coins(b.userId)).refunds).toBe(1);
    expect(Number((await orderRow(order.id)).refunded_fen)).toBe(PRICE);
  });

  it(`${N} concurrent applies on one line: one request, the rest RETURN_ALREADY_OPEN`, async () => {
    const b = await buyer();
    const order = await bigOrder(b, 'aicoin');
    const body = { orderId: order.id, orderDetailId: order.items[0]!.id, returnType: 1, number: 1, reason: '其他' };
    const answers = await Promise.all(Array.from({ length: N }, () => post(base, APPLY, body, b.token)));
    expectNoServerErrors(answers);
    expect(tally(answers)).toEqual({ 200: 1, 409: N - 1 });
    for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('RETURN_ALREADY_OPEN');
  });

  it('cancel and approve racing on one request: exactly one wins', async () => {
    const b = await buyer();
    const order = await bigOrder(b, 'aicoin');
    const ids = await refundOnly(b, { id: order.id, items: order.items.slice(0, 5) });
    for (const id of ids) {
      const [cancel, approve] = await Promise.all([
        post(base, CANCEL, { id }, b.token),
        post(base, APPROVE, { id }, sellerToken),
      ]);
      expectNoServerErrors([cancel, approve]);
      expect([cancel.status, approve.status].sort()).toEqual([200, 409]);
      const { status } = await db()
        .selectFrom('product_returns')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(status).toBe(cancel.status === 200 ? 5 : 4);
    }
    const c = await coins(b.userId);
    expect(c.balanceFen).toBe(c.ledgerFen);
  });

  it(`the buyer's confirmation and the sweep racing on ${N / 2} 换货中 requests complete each exactly once`, async () => {
    const b = await buyer();
    const order = await bigOrder(b, 'aicoin', true);
    const ids: number[] = [];
    for (const item of order.items.slice(0, N / 2)) {
      const { id } = await applyReturn(ctx.app.deps, b.userId, {
        orderId: order.id,
        orderDetailId: item.id,
        returnType: 3,
        number: 1,
        reason: '商品质量问题',
      });
      await approveReturn(ctx.app.deps, seller.sellerId, id);
      await writeReturnLogistics(db(), b.userId, { id, logisticsCompany: '顺丰速运', logisticsNo: `SF${id}000000` });
      await shipReplacement(db(), seller.sellerId, { id, logisticsCompany: '中通快递', logisticsNo: `ZT${id}000000` });
      ids.push(id);
    }
    // The sweep runs as if the ten days were over, twice (two instances), while the buyer confirms each.
    const later = Date.now() + 11 * DAY;
    const days = ctx.app.deps.config.EXCHANGE_CONFIRM_DAYS;
    const [answers, swept1, swept2] = await Promise.all([
      Promise.all(ids.map((id) => post(base, CONFIRM_REPLACEMENT, { id }, b.token))),
      completeOverdueExchanges(db(), days, later),
      completeOverdueExchanges(db(), days, later),
    ]);
    expectNoServerErrors(answers);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a).toMatchObject({ status: 409, code: 'RETURN_STATE_FORBIDS' });
    }
    const confirmed = answers.filter((a) => a.status === 200).length;
    expect(confirmed + swept1 + swept2).toBe(ids.length);
    const rows = await db()
      .selectFrom('product_returns')
      .select(['status', 'done_at'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 4));
    for (const r of rows) expect(r.done_at).not.toBeNull();
  });
});
