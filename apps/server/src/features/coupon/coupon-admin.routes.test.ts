import {
  CALLS,
  type TAuditEntry,
  type TCouponOffer,
  type TOrderWithLogistics,
  type TSellerCouponOffer,
} from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addOffer, claim, couponRow } from '../../test/coupon-fixtures.js';
import { addAdmin, addSeller, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { createOrders } from '../order/order-placement.service.js';
import { payWithAiCoin } from '../payment/payment.service.js';

const A = CALLS.adminCoupon;
const DAY = 86_400_000;

describeEachDb('the console’s platform coupons', (ctx) => {
  const kit = sellerKit(ctx);
  let op = '';
  let owner = '';
  let shopA: TFixtureSeller;
  let shopB: TFixtureSeller;
  let tokenA = '';
  let tokenB = '';
  const form = (over: Record<string, unknown> = {}) => ({
    name: '平台满100减10',
    kind: 'amount',
    amount: 10,
    threshold: 100,
    total: 100,
    perUserLimit: 1,
    startsAt: Date.now() - 1000,
    endsAt: Date.now() + 7 * DAY,
    ...over,
  });
  const line = (s: TFixtureSeller, i: number, number: number) => ({
    productId: s.products[i]!.productId,
    standardId: s.products[i]!.standardIds[0]!,
    number,
  });
  const sellerOrder = async (token: string, orderId: number) => {
    const res = await ctx.call<TOrderWithLogistics>(CALLS.sellerOrder.detail.path, { orderId }, token);
    expect(res.status).toBe(200);
    return res.data.order;
  };
  const audit = async (action: string) =>
    (await ctx.call<TAuditEntry[]>(CALLS.adminAudit.list.path, { action, page: 1, limit: 20 }, owner)).data ?? [];

  beforeAll(async () => {
    op = (await addAdmin(ctx, 'operator')).token;
    owner = (await addAdmin(ctx, 'owner')).token;
    shopA = await addSeller(ctx, [
      { title: '智能门锁', standards: [[10_000, 1000]] },
      { title: '智能插座', standards: [[2_500, 1000]] },
    ]);
    shopB = await addSeller(ctx, [
      { title: '智能台灯', standards: [[990, 100]] },
      { title: '智能音箱', standards: [[15_000, 100]] },
    ]);
    tokenA = await shopA.login();
    tokenB = await shopB.login();
  });

  it('issues a platform offer the coupon centre shows as 全平台通用, and logs it', async () => {
    const res = await ctx.call<{ id: number }>(A.add.path, form({ name: '平台券一号' }), op);
    expect(res.status).toBe(200);
    const id = res.data.id;
    const list = await ctx.call<TSellerCouponOffer[]>(A.list.path, { page: 1, limit: 10, state: 'running' }, op);
    expect(list.data.find((o) => o.id === id)).toMatchObject({
      scope: 'platform',
      scopeText: '全平台通用',
      sellerId: null,
      state: 'running',
      used: 0,
    });
    const centre = await ctx.call<TCouponOffer[]>(CALLS.coupon.query.path, { page: 1, limit: 50 });
    expect(centre.data.find((o) => o.id === id)).toMatchObject({ scope: 'platform', scopeText: '全平台通用' });
    // A shop's offers never show in the platform's list.
    const shopOffer = await addOffer(ctx, { scope: 'shop', sellerId: shopA.sellerId });
    const all = await ctx.call<TSellerCouponOffer[]>(A.list.path, { page: 1, limit: 50 }, op);
    expect(all.data.map((o) => o.id)).not.toContain(shopOffer);
    expect(all.data.every((o) => o.scope === 'platform')).toBe(true);
    const [entry] = (await audit('coupon.add')).filter((e) => e.targetId === String(id));
    expect(entry).toMatchObject({
      targetType: 'couponOffer',
      before: null,
      after: { name: '平台券一号', scope: 'platform' },
    });
  });

  it('is usable at any shop, and the platform bears the discount: the seller is settled the goods in full', async () => {
    const offer = (await ctx.call<{ id: number }>(A.add.path, form({ perUserLimit: 2 }), op)).data.id;
    const b = await kit.buyer();
    const onB = await claim(ctx, b.token, offer);
    // Shop B's speaker (150.00) with the platform coupon.
    const [orderB] = await createOrders(
      ctx.app.deps.db,
      b.userId,
      { lines: [line(shopB, 1, 1)], addressId: b.address.id, couponIds: [onB] },
      { payMinutes: 30, maxUnpaid: 1000 },
    );
    await payWithAiCoin(ctx.app.deps.db, b.userId, [orderB!]);
    expect(await sellerOrder(tokenB, orderB!)).toMatchObject({
      discount: 10,
      platformDiscount: 10,
      orderTotalPrice: 140,
      settlement: 150,
    });
    // A shop coupon is the seller's own: nothing from the platform.
    const shopCoupon = await claim(ctx, b.token, await addOffer(ctx, { scope: 'shop', sellerId: shopA.sellerId }));
    const own = await kit.order(b, shopA, [line(shopA, 0, 1)], 1, { couponIds: [shopCoupon] });
    expect(await sellerOrder(tokenA, own)).toMatchObject({ discount: 10, platformDiscount: 0, settlement: 90 });
  });

  it('splits a checkout of two sellers and settles each right through a partial refund', async () => {
    const offer = (await ctx.call<{ id: number }>(A.add.path, form(), op)).data.id;
    const b = await kit.buyer();
    const coupon = await claim(ctx, b.token, offer);
    // Shop A: the lock (100.00) and two plugs (25.00) reach 满100; shop B's two lamps (19.80) do not.
    const ids = await createOrders(
      ctx.app.deps.db,
      b.userId,
      {
        lines: [line(shopA, 0, 1), line(shopA, 1, 2), line(shopB, 0, 2)],
        addressId: b.address.id,
        couponIds: [coupon],
      },
      { payMinutes: 30, maxUnpaid: 1000 },
    );
    expect(ids).toHaveLength(2);
    await payWithAiCoin(ctx.app.deps.db, b.userId, ids);
    const [a, lamps] = [await kit.orderRow(ids[0]!), await kit.orderRow(ids[1]!)].sort((x, y) =>
      x.seller_id === shopA.sellerId ? -1 : y.seller_id === shopA.sellerId ? 1 : 0,
    );
    expect(await couponRow(ctx, coupon)).toMatchObject({ status: 1, order_id: a!.id });
    const orderA = await sellerOrder(tokenA, a!.id);
    expect(orderA).toMatchObject({
      goodsTotalPrice: 150,
      discount: 10,
      platformDiscount: 10,
      orderTotalPrice: 140,
      settlement: 150,
    });
    expect(orderA.orderDetailList.map((l) => l.discount)).toEqual([6.67, 3.33]);
    expect(await sellerOrder(tokenB, lamps!.id)).toMatchObject({ discount: 0, platformDiscount: 0, settlement: 19.8 });

    // One plug back (仅退款 before shipping): the buyer gets what they paid for it (25.00 − 1.66 of
    // its share), the platform's 1.66 goes back with it, the seller keeps 100 + 25.
    const plugLine = orderA.orderDetailList[1]!;
    const applied = await ctx.call<{ id: number }>(
      '/order/productRetuen/addProductReturn.json',
      { orderId: a!.id, orderDetailId: plugLine.id, returnType: 1, number: 1, reason: '不想要了/拍错了' },
      b.token,
    );
    expect(applied.status).toBe(200);
    expect((await ctx.call('/seller/api/productReturn/approve.json', { id: applied.data.id }, tokenA)).status).toBe(
      200,
    );
    const after = await sellerOrder(tokenA, a!.id);
    expect(after).toMatchObject({ refundedPrice: 23.34, platformDiscount: 10, settlement: 125 });
    // The lock back too (its line's share 6.67 goes with it): the seller is left the one plug kept.
    const r = await ctx.call<{ id: number }>(
      '/order/productRetuen/addProductReturn.json',
      {
        orderId: a!.id,
        orderDetailId: orderA.orderDetailList[0]!.id,
        returnType: 1,
        number: 1,
        reason: '不想要了/拍错了',
      },
      b.token,
    );
    expect(r.status).toBe(200);
    expect((await ctx.call('/seller/api/productReturn/approve.json', { id: r.data.id }, tokenA)).status).toBe(200);
    expect(await sellerOrder(tokenA, a!.id)).toMatchObject({ refundedPrice: 116.67, settlement: 25 });
  });

  it('counts the platform’s part in the seller’s sales of the day', async () => {
    const seller = await addSeller(ctx, [{ title: '网关', standards: [[20_000, 10]] }]);
    const offer = (await ctx.call<{ id: number }>(A.add.path, form(), op)).data.id;
    const b = await kit.buyer();
    await kit.order(b, seller, [line(seller, 0, 1)], 1, { couponIds: [await claim(ctx, b.token, offer)] });
    const summary = await ctx.call<{ todaySales: number }>(
      CALLS.sellerWorkbench.summary.path,
      {},
      await seller.login(),
    );
    expect(summary.data.todaySales).toBe(200);
  });

  it('stops claiming now; a stopped, unknown or shop offer is refused', async () => {
    const id = (await ctx.call<{ id: number }>(A.add.path, form({ name: '即将结束' }), op)).data.id;
    const b = await kit.buyer();
    const held = await claim(ctx, b.token, id);
    expect((await ctx.call(A.stop.path, { id }, op)).status).toBe(200);
    const centre = await ctx.call<TCouponOffer[]>(CALLS.coupon.query.path, { page: 1, limit: 50 });
    expect(centre.data.map((o) => o.id)).not.toContain(id);
    const other = await kit.buyer();
    expect((await ctx.call(CALLS.coupon.claim.path, { couponId: id }, other.token)).status).toBe(404);
    // What was claimed stays usable.
    expect((await couponRow(ctx, held)).status).toBe(0);
    const ended = await ctx.call<TSellerCouponOffer[]>(A.list.path, { page: 1, limit: 50, state: 'ended' }, op);
    expect(ended.data.find((o) => o.id === id)?.stoppedAt).toBeGreaterThan(0);
    expect(await ctx.call(A.stop.path, { id }, op)).toMatchObject({ status: 409, code: 'COUPON_OFFER_ENDED' });
    expect(await ctx.call(A.stop.path, { id: 999_999 }, op)).toMatchObject({
      status: 404,
      code: 'COUPON_OFFER_NOT_FOUND',
    });
    const shopOffer = await addOffer(ctx, { scope: 'shop', sellerId: shopA.sellerId });
    expect(await ctx.call(A.stop.path, { id: shopOffer }, op)).toMatchObject({ status: 404 });
    // A seller cannot stop the platform's.
    expect(await ctx.call(CALLS.sellerCoupon.stop.path, { id }, tokenA)).toMatchObject({ status: 404 });
    const [entry] = (await audit('coupon.stop')).filter((e) => e.targetId === String(id));
    expect(entry?.before).toMatchObject({ stopped_at: null });
    expect((entry?.after as { stopped_at: number } | undefined)?.stopped_at).toBeGreaterThan(0);
  });

  it('refuses a bad form naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [form({ name: '' }), 'name'],
      [form({ amount: null }), 'amount'],
      [form({ amount: 100 }), 'amount'],
      [form({ kind: 'percent', amount: null }), 'percentOff'],
      [form({ total: 0 }), 'total'],
      [form({ endsAt: Date.now() - DAY }), 'endsAt'],
      [form({ threshold: -1 }), 'threshold'],
    ];
    for (const [data, field] of cases) {
      expect(await ctx.call(A.add.path, data, op), field).toMatchObject({ status: 407, field });
    }
  });
});
