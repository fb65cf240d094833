import { CALLS, RETURN_REASONS, type TOrder, type TOrderWithLogistics } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addSeller, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';

const S = CALLS.sellerOrder;
const A = CALLS.afterSales;
const R = CALLS.sellerAfterSales;
const PARCEL = { logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' };

/**
 * An order with an open after-sales request cannot be shipped (409 AFTER_SALES_OPEN) and the seller's
 * lists flag it 退款中 / 售后中 (DESIGN-OPERATE §I).
 */
describeEachDb('shipping an order with an open after-sales request', (ctx) => {
  const kit = sellerKit(ctx);
  let seller: TFixtureSeller;
  let other: TFixtureSeller;
  let token: string;
  let otherToken: string;
  let buyer: TQuickBuyer;

  beforeAll(async () => {
    seller = await addSeller(ctx, [
      { title: '智能门锁 Pro', standards: [[29_900, 100]] },
      { title: '智能插座', standards: [[4_900, 100]] },
    ]);
    other = await addSeller(ctx, [{ title: '别家的灯', standards: [[990, 100]] }]);
    [token, otherToken] = await Promise.all([seller.login(), other.login()]);
    buyer = await kit.buyer();
  });

  const line = (s: TFixtureSeller, i = 0, number = 1) => ({
    productId: s.products[i]!.productId,
    standardId: s.products[i]!.standardIds[0]!,
    number,
  });

  /** A paid (待发货) order of the lock (2 units) and the plug; answers its id and line ids. */
  async function paidOrder() {
    const id = await kit.order(buyer, seller, [line(seller, 0, 2), line(seller, 1)], 1);
    return { id, lines: (await kit.itemsOf(id)).map((i) => i.id) };
  }

  async function apply(orderId: number, orderDetailId: number, returnType: 1 | 2 | 3 = 1) {
    const res = await ctx.call<{ id: number }>(
      A.addProductReturn.path,
      { orderId, orderDetailId, returnType, number: 1, reason: RETURN_REASONS[returnType][0] },
      buyer.token,
    );
    expect(res.status, res.msg).toBe(200);
    return res.data.id;
  }

  const ship = (orderId: number, t = token) => ctx.call(S.ship.path, { orderId, ...PARCEL }, t);
  const detail = (orderId: number, t = token) => ctx.call<TOrderWithLogistics>(S.detail.path, { orderId }, t);
  const listed = async (orderId: number) => {
    const res = await ctx.call<TOrder[]>(S.list.path, { page: 1, limit: 50 }, token);
    expect(res.status).toBe(200);
    return res.data.find((o) => o.id === orderId);
  };
  const statusOf = async (orderId: number) => (await kit.orderRow(orderId)).status;

  it('refuses 发货 with AFTER_SALES_OPEN while a 仅退款 is open; the lists flag the order 退款中', async () => {
    const order = await paidOrder();
    expect((await listed(order.id))?.afterSales).toBeNull();
    await apply(order.id, order.lines[1]!);

    expect(await ship(order.id)).toMatchObject({
      status: 409,
      code: 'AFTER_SALES_OPEN',
      msg: '该订单有进行中的售后申请，请先处理售后再发货',
    });
    expect(await statusOf(order.id)).toBe(1);
    expect((await kit.orderRow(order.id)).logistics_no).toBe('');

    expect(await listed(order.id)).toMatchObject({ status: 1, afterSales: 'refunding' });
    expect((await detail(order.id)).data.order).toMatchObject({ status: 1, afterSales: 'refunding' });
    // The buyer's answers carry the same flag.
    const mine = await ctx.call<TOrderWithLogistics>(
      CALLS.order.selectSingleOrder1.path,
      { orderId: order.id },
      buyer.token,
    );
    expect(mine.data.order.afterSales).toBe('refunding');
  });

  it('ships once the buyer cancels the request', async () => {
    const order = await paidOrder();
    const id = await apply(order.id, order.lines[0]!);
    expect(await ship(order.id)).toMatchObject({ status: 409, code: 'AFTER_SALES_OPEN' });
    expect((await ctx.call(A.cancelApply.path, { id }, buyer.token)).status).toBe(200);
    expect((await listed(order.id))?.afterSales).toBeNull();
    expect(await ship(order.id)).toMatchObject({ status: 200 });
    expect(await statusOf(order.id)).toBe(2);
  });

  it('ships once the seller rejects the request, or approves it (a partial refund)', async () => {
    const rejected = await paidOrder();
    const r = await apply(rejected.id, rejected.lines[0]!);
    expect((await ctx.call(R.reject.path, { id: r, reason: '商品已打包，可收货后申请退货' }, token)).status).toBe(200);
    expect((await detail(rejected.id)).data.order.afterSales).toBeNull();
    expect(await ship(rejected.id)).toMatchObject({ status: 200 });

    const approved = await paidOrder();
    const a = await apply(approved.id, approved.lines[0]!);
    expect((await ctx.call(R.approve.path, { id: a }, token)).status).toBe(200);
    expect((await detail(approved.id)).data.order).toMatchObject({ status: 1, afterSales: null, refundedPrice: 299 });
    expect(await ship(approved.id)).toMatchObject({ status: 200 });
    expect(await statusOf(approved.id)).toBe(2);
  });

  it('flags a shipped order 售后中 for an open 换货 and 退款中 when a refund is open beside it', async () => {
    const order = await paidOrder();
    expect(await ship(order.id)).toMatchObject({ status: 200 });
    await apply(order.id, order.lines[0]!, 3);
    expect((await detail(order.id)).data.order.afterSales).toBe('servicing');
    await apply(order.id, order.lines[1]!, 2);
    expect((await detail(order.id)).data.order.afterSales).toBe('refunding');
    expect((await listed(order.id))?.afterSales).toBe('refunding');
  });

  it('keeps authorization: another seller’s order is 404 whether or not a request is open; buyers get 528', async () => {
    const order = await paidOrder();
    await apply(order.id, order.lines[0]!);
    expect(await ship(order.id, otherToken)).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect(await detail(order.id, otherToken)).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect(await ship(order.id, buyer.token)).toMatchObject({ status: 528 });
    expect(await ship(999_999)).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect(await statusOf(order.id)).toBe(1);
    // The state is still checked first: a shipped order answers ORDER_STATE_FORBIDS, not AFTER_SALES_OPEN.
    const shipped = await kit.order(buyer, seller, [line(seller, 1)], 2);
    await apply(shipped, (await kit.itemsOf(shipped))[0]!.id);
    expect(await ship(shipped)).toMatchObject({ status: 409, code: 'ORDER_STATE_FORBIDS' });
  });
});
