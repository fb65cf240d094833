import type { TCartAddResult, TCashier, TPayResult, TSandboxPayment } from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSeller, buyerWithAddress, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';

const ADD_ORDER = '/order/order/addOrder.json';
const CART_ADD = '/product/api/shoppingCart/add.json';
const CASHIER = '/order/pay/cashier.json';
const PAY = '/order/pay/pay.json';
const CANCEL = '/order/order/cancelOrder.json';
const QUERY = '/pay/sandbox/query.json';
const CONFIRM = '/pay/sandbox/confirm.json';
const RECHARGE = '/AI/aiCurrency/addAiRecharge.json';

/** 合并支付: the orders of one checkout (one per shop) are paid at one cashier, by one payment. */
describeEachDb('one payment for one checkout (合并支付)', (ctx) => {
  let a: TFixtureSeller;
  let b: TFixtureSeller;
  beforeAll(async () => {
    a = await addSeller(ctx, [{ title: '智能门锁 Pro', standards: [[129_900, 50]] }]);
    b = await addSeller(ctx, [{ title: '智能插座', standards: [[3_990, 50]] }]);
  });

  /** A buyer's cart of both shops (1 lock, 2 plugs) checked out at once: answers the buyer and the order ids. */
  async function checkout(options: { balance?: number } = {}) {
    const u = await buyerWithAddress(ctx, options);
    const cartIds: number[] = [];
    for (const [s, number] of [
      [a, 1],
      [b, 2],
    ] as const) {
      const p = s.products[0]!;
      const added = await ctx.call<TCartAddResult>(
        CART_ADD,
        { productId: p.productId, standardId: p.standardIds[0], number },
        u.token,
      );
      expect(added.status, added.msg).toBe(200);
      cartIds.push(added.data.id);
    }
    const created = await ctx.call<{ orderIds: number[] }>(ADD_ORDER, { cartIds, addressId: u.address.id }, u.token);
    expect(created.status, created.msg).toBe(200);
    expect(created.data.orderIds).toHaveLength(2);
    const row = await ctx.app.deps.db
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', created.data.orderIds[0]!)
      .executeTakeFirstOrThrow();
    return { u: { ...u, userId: Number(row.user_id) }, orderIds: created.data.orderIds };
  }

  it('the cashier lists each shop’s order and what they cost together', async () => {
    const { u, orderIds } = await checkout();
    const res = await ctx.call<TCashier>(CASHIER, { orderIds }, u.token);
    expect(res.status, res.msg).toBe(200);
    expect(res.data.amount).toBe(1_299 + 79.8);
    expect(res.data.payableIds).toEqual(orderIds);
    expect(res.data.orders.map((o) => [o.id, o.shopName, o.amount, o.status, o.statusText, o.title])).toEqual([
      [orderIds[0], `测试店铺${a.sellerId}`, 1_299, 0, '待付款', '智能门锁 Pro'],
      [orderIds[1], `测试店铺${b.sellerId}`, 79.8, 0, '待付款', '智能插座'],
    ]);
    expect(res.data.payDeadline).toBe(Math.min(...res.data.orders.map((o) => o.payDeadline)));
  });

  it('pays the whole checkout with one gateway payment: the cashier lists both orders, one confirm pays both', async () => {
    const { u, orderIds } = await checkout();
    const pay = await ctx.call<TPayResult>(PAY, { orderIds, payType: 'sandbox' }, u.token);
    expect(pay.status, pay.msg).toBe(200);
    const paymentNo = pay.data.paymentNo!;
    const shown = await ctx.call<TSandboxPayment>(QUERY, { paymentNo }, u.token);
    expect(shown.data).toMatchObject({ amount: 1_378.8, status: 0, returnUrl: '/user/order?status=ship' });
    expect(shown.data.orders.map((o) => [o.shopName, o.amount])).toEqual([
      [`测试店铺${a.sellerId}`, 1_299],
      [`测试店铺${b.sellerId}`, 79.8],
    ]);

    const confirmed = await ctx.call<TSandboxPayment>(CONFIRM, { paymentNo }, u.token);
    expect(confirmed.data.status).toBe(1);
    const { db } = ctx.app.deps;
    const orders = await db
      .selectFrom('orders')
      .select(['status', 'pay_type', 'payment_no'])
      .where('id', 'in', orderIds)
      .execute();
    expect(orders).toEqual([
      { status: 1, pay_type: 'sandbox', payment_no: paymentNo },
      { status: 1, pay_type: 'sandbox', payment_no: paymentNo },
    ]);
    const payments = await db
      .selectFrom('payments')
      .select(['amount_fen', 'status', 'order_ids'])
      .where('user_id', '=', u.userId)
      .execute();
    expect(payments).toEqual([{ amount_fen: 137_880, status: 1, order_ids: JSON.stringify(orderIds) }]);
    // Paid now: the cashier says so and has nothing left to pay.
    const after = await ctx.call<TCashier>(CASHIER, { orderIds }, u.token);
    expect([after.data.amount, after.data.payableIds, after.data.payDeadline]).toEqual([0, [], null]);
    expect(after.data.orders.map((o) => o.statusText)).toEqual(['待发货', '待发货']);
  });

  it('a single order of the checkout is paid alone (去支付 from the order list), the other stays due', async () => {
    const { u, orderIds } = await checkout({ balance: 100 });
    const paid = await ctx.call<TPayResult>(PAY, { orderIds: [orderIds[1]], payType: 'aicoin' }, u.token);
    expect(paid.data.paid).toBe(true);
    const cashier = await ctx.call<TCashier>(CASHIER, { orderIds }, u.token);
    expect(cashier.data.payableIds).toEqual([orderIds[0]]);
    expect(cashier.data.amount).toBe(1_299);
    expect(cashier.data.orders.map((o) => o.statusText)).toEqual(['待付款', '待发货']);
  });

  it('refuses a set holding a paid or cancelled order by name, and pays nothing of it', async () => {
    const { u, orderIds } = await checkout({ balance: 2_000 });
    await ctx.call(PAY, { orderIds: [orderIds[1]], payType: 'aicoin' }, u.token);
    for (const payType of ['aicoin', 'sandbox'] as const) {
      const res = await ctx.call(PAY, { orderIds, payType }, u.token);
      expect(res).toMatchObject({ status: 409, code: 'ORDER_STATE_FORBIDS' });
      expect(res.msg).toContain('待发货');
    }
    const other = await checkout({ balance: 2_000 });
    expect((await ctx.call(CANCEL, { orderId: other.orderIds[0] }, other.u.token)).status).toBe(200);
    const res = await ctx.call(PAY, { orderIds: other.orderIds, payType: 'aicoin' }, other.u.token);
    expect(res).toMatchObject({ status: 409, code: 'ORDER_STATE_FORBIDS' });
    expect(res.msg).toContain('已取消');
    const due = await ctx.call<TCashier>(CASHIER, { orderIds: other.orderIds }, other.u.token);
    expect(due.data.payableIds).toEqual([other.orderIds[1]]);
    const { db } = ctx.app.deps;
    const row = await db.selectFrom('orders').select('status').where('id', '=', other.orderIds[1]!).executeTakeFirst();
    expect(row?.status).toBe(0);
  });

  it('another buyer’s order in the set answers 404 at the cashier and at pay; a seller or a guest 528', async () => {
    const mine = await checkout({ balance: 2_000 });
    const theirs = await checkout({ balance: 2_000 });
    const mixed = [mine.orderIds[0]!, theirs.orderIds[0]!];
    expect(await ctx.call(CASHIER, { orderIds: mixed }, mine.u.token)).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect(await ctx.call(CASHIER, { orderIds: theirs.orderIds }, mine.u.token)).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    for (const payType of ['aicoin', 'sandbox'] as const) {
      expect(await ctx.call(PAY, { orderIds: mixed, payType }, mine.u.token)).toMatchObject({
        status: 404,
        code: 'ORDER_NOT_FOUND',
      });
    }
    const { db } = ctx.app.deps;
    const rows = await db.selectFrom('orders').select('status').where('id', 'in', mixed).execute();
    expect(rows.map((r) => r.status)).toEqual([0, 0]);
    const sellerToken = await a.login();
    expect((await ctx.call(CASHIER, { orderIds: mine.orderIds }, sellerToken)).status).toBe(528);
    expect((await ctx.call(CASHIER, { orderIds: mine.orderIds })).status).toBe(528);
  });

  describe('bad payloads answer 407 naming the field', () => {
    it.each([
      [CASHIER, { orderIds: [] }, 'data.orderIds'],
      [CASHIER, { orderIds: ['x'] }, 'data.orderIds.0'],
      [CASHIER, { orderIds: Array.from({ length: 51 }, (_, i) => i + 1) }, 'data.orderIds'],
      [CASHIER, {}, 'data.orderIds'],
      [RECHARGE, { amount: 10, payType: 'sandbox', returnTo: '//evil.example.com/x' }, 'data.returnTo'],
      [RECHARGE, { amount: 10, payType: 'sandbox', returnTo: 'https://evil.example.com/' }, 'data.returnTo'],
      [RECHARGE, { amount: 10, payType: 'sandbox', returnTo: '/\\evil.example.com' }, 'data.returnTo'],
      [RECHARGE, { amount: 10, payType: 'sandbox', returnTo: 'javascript:alert(1)' }, 'data.returnTo'],
      [RECHARGE, { amount: 10, payType: 'sandbox', returnTo: `/${'a'.repeat(300)}` }, 'data.returnTo'],
    ])('%s %j', async (path, data, field) => {
      const u = await buyerWithAddress(ctx);
      const res = await ctx.call(path, data, u.token);
      expect(res.status).toBe(407);
      expect(res.msg).toContain(field);
    });
  });

  it('去充值 comes back to the orders being paid: the top-up’s cashier returns to the site path it was given', async () => {
    const { u, orderIds } = await checkout();
    const returnTo = `/order/cashier?orderIds=${orderIds.join(',')}`;
    const started = await ctx.call<{ paymentNo: string }>(
      RECHARGE,
      { amount: 1_400, payType: 'sandbox', returnTo },
      u.token,
    );
    expect(started.status, started.msg).toBe(200);
    const shown = await ctx.call<TSandboxPayment>(QUERY, { paymentNo: started.data.paymentNo }, u.token);
    expect([shown.data.returnUrl, shown.data.orders]).toEqual([returnTo, []]);
    const plain = await ctx.call<{ paymentNo: string }>(RECHARGE, { amount: 10, payType: 'sandbox' }, u.token);
    const plainShown = await ctx.call<TSandboxPayment>(QUERY, { paymentNo: plain.data.paymentNo }, u.token);
    expect(plainShown.data.returnUrl).toBe('/user/aicoin');
    // Back with the balance: the checkout is paid with AI币 in one go.
    await ctx.call(CONFIRM, { paymentNo: started.data.paymentNo }, u.token);
    const paid = await ctx.call<TPayResult>(PAY, { orderIds, payType: 'aicoin' }, u.token);
    expect(paid.data.paid).toBe(true);
    const ledger = await ctx.app.deps.db
      .selectFrom('ai_coin_ledger')
      .select(['kind', 'amount_fen'])
      .where('user_id', '=', u.userId)
      .orderBy('id')
      .execute();
    expect(ledger.map((e) => [e.kind, Number(e.amount_fen)])).toEqual([
      ['recharge', 140_000],
      ['pay', -137_880],
    ]);
  });
});
