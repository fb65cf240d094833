import { RETURN_REASONS } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { rejectReturn } from '../features/after-sales/after-sales-moves.service.js';
import { book } from '../features/ai-coin/ai-coin.service.js';
import { addBuyers, addSeller, type TFixtureSeller, type TQuickBuyer } from '../test/fixtures.js';
import { describeEachDb } from '../test/helper.js';
import { autoShipPaidOrders } from './auto-ship.js';
import { DEMO_SELLERS } from './seed/seed.js';

type TOrderIds = { orderIds: number[] };

describeEachDb('demo automatic shipping', (ctx) => {
  let demoSeller: TFixtureSeller;
  let realSeller: TFixtureSeller;
  let buyer: TQuickBuyer;

  beforeAll(async () => {
    demoSeller = await addSeller(ctx, [{ title: '极光 智能网关', standards: [[1_000, 100]] }]);
    realSeller = await addSeller(ctx, [{ title: '真实店铺 智能插座', standards: [[1_000, 100]] }]);
    // The fixture seller takes a demo seller's name: the demo ships for the demo sellers only.
    await ctx.app.deps.db
      .updateTable('sellers')
      .set({ username: DEMO_SELLERS[0].username })
      .where('id', '=', demoSeller.sellerId)
      .execute();
    [buyer] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    await book(ctx.app.deps.db, {
      userId: buyer.userId,
      kind: 'recharge',
      amountFen: 100_000,
      title: '测试',
      refNo: 'T1',
    });
  });

  async function paidOrder(seller: TFixtureSeller): Promise<number> {
    const [product] = seller.products;
    const created = await ctx.call<TOrderIds>(
      '/order/order/addOrderFromDetail.json',
      { productId: product!.productId, standardId: product!.standardIds[0], number: 1, addressId: buyer.address.id },
      buyer.token,
    );
    const orderId = created.data.orderIds[0]!;
    const paid = await ctx.call('/order/pay/pay.json', { orderIds: [orderId], payType: 'aicoin' }, buyer.token);
    expect(paid.status, paid.msg).toBe(200);
    return orderId;
  }

  const orderOf = (id: number) =>
    ctx.app.deps.db
      .selectFrom('orders')
      .select(['status', 'logistics_no', 'logistics_company'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('ships the demo sellers’ paid orders once after the delay, never a real seller’s', async () => {
    const demoOrder = await paidOrder(demoSeller);
    const realOrder = await paidOrder(realSeller);
    const { db } = ctx.app.deps;
    // Not yet due.
    expect(await autoShipPaidOrders(db, 60_000, Date.now())).toBe(0);
    const later = Date.now() + 3600_000;
    // Two instances at once: shipped once.
    const [a, b] = await Promise.all([autoShipPaidOrders(db, 60_000, later), autoShipPaidOrders(db, 60_000, later)]);
    expect(a + b).toBe(1);
    expect(await orderOf(demoOrder)).toMatchObject({ status: 2 });
    expect((await orderOf(demoOrder)).logistics_no).toMatch(/^[A-Z]{2,3}\d{18}$/);
    expect(await orderOf(realOrder)).toMatchObject({ status: 1, logistics_no: '' });
    expect(await autoShipPaidOrders(db, 60_000, later)).toBe(0);
  });

  it('skips a paid order with an open refund request (no failure) and ships it once the request is rejected', async () => {
    const orderId = await paidOrder(demoSeller);
    const [line] = await ctx.app.deps.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    const applied = await ctx.call<{ id: number }>(
      '/order/productRetuen/addProductReturn.json',
      { orderId, orderDetailId: line!.id, returnType: 1, number: 1, reason: RETURN_REASONS[1][0] },
      buyer.token,
    );
    expect(applied.status, applied.msg).toBe(200);
    const { db } = ctx.app.deps;
    const later = Date.now() + 3600_000;
    expect(await autoShipPaidOrders(db, 60_000, later)).toBe(0);
    expect(await orderOf(orderId)).toMatchObject({ status: 1, logistics_no: '' });
    await rejectReturn(db, demoSeller.sellerId, applied.data.id, '商品已打包，可收货后申请退货');
    expect(await autoShipPaidOrders(db, 60_000, later)).toBe(1);
    expect(await orderOf(orderId)).toMatchObject({ status: 2 });
  });
});
