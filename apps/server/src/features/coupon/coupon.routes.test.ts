import {
  CALLS,
  type TCartGroup,
  type TCouponOffer,
  type TMessage,
  type TOrderWithLogistics,
  type TUserCoupon,
} from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addOffer, claim, couponRow, expireCoupon } from '../../test/coupon-fixtures.js';
import { addBuyers, addSeller, stockOf, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { demandInput, procurementKit } from '../../test/procurement-fixtures.js';
import { sweepOrders } from '../order/order-jobs.js';
import { remindCoupons } from './coupon-jobs.js';

const C = CALLS.coupon;
const O = CALLS.order;
const DAY = 86_400_000;

describeEachDb('coupons', (ctx) => {
  let shopA: TFixtureSeller;
  let shopB: TFixtureSeller;
  let sellerToken: string;
  let parentCat: number;
  let childCat: number;
  let otherCat: number;
  const db = () => ctx.app.deps.db;

  async function buyer(): Promise<TQuickBuyer> {
    const [b] = await addBuyers(ctx.app.deps, 1);
    if (!b) throw new Error('no buyer');
    return b;
  }

  async function category(name: string, parentId = 0): Promise<number> {
    const row = await db()
      .insertInto('sys_categories')
      .values({ name, parent_id: parentId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function orderOf(token: string, orderId: number) {
    const res = await ctx.call<TOrderWithLogistics>(O.selectSingleOrder1.path, { orderId }, token);
    expect(res.status).toBe(200);
    return res.data.order;
  }

  async function mine(token: string, status?: number) {
    const res = await ctx.call<TUserCoupon[]>(C.mine.path, status === undefined ? {} : { status }, token);
    expect(res.status).toBe(200);
    return res.data;
  }

  /** A's lock (100.00 ×1000), A's plug (25.00 ×1000), B's lamp (9.90 ×100). */
  const lock = () => ({ productId: shopA.products[0]!.productId, standardId: shopA.products[0]!.standardIds[0]! });
  const plug = () => ({ productId: shopA.products[1]!.productId, standardId: shopA.products[1]!.standardIds[0]! });
  const lamp = () => ({ productId: shopB.products[0]!.productId, standardId: shopB.products[0]!.standardIds[0]! });

  beforeAll(async () => {
    shopA = await addSeller(ctx, [
      { title: '智能门锁', standards: [[10_000, 1000]] },
      { title: '智能插座', standards: [[2_500, 1000]] },
    ]);
    shopB = await addSeller(ctx, [{ title: '智能台灯', standards: [[990, 100]] }]);
    sellerToken = await shopA.login();
    parentCat = await category('智能安防');
    childCat = await category('智能门锁', parentCat);
    otherCat = await category('智能照明');
    // The lock is in 智能门锁 (under 智能安防), the plug and the lamp in 智能照明.
    await db().updateTable('products').set({ sys_category_id: childCat }).where('id', '=', lock().productId).execute();
    await db()
      .updateTable('products')
      .set({ sys_category_id: otherCat })
      .where('id', 'in', [plug().productId, lamp().productId])
      .execute();
  });

  it('query lists the offers on offer, newest first, with total and how many the caller holds', async () => {
    const b = await buyer();
    const ended = await addOffer(ctx, { name: '已结束', endsAt: Date.now() - 1000 });
    const later = await addOffer(ctx, { name: '未开始', startsAt: Date.now() + DAY });
    const a = await addOffer(ctx, { name: '门店满减', scope: 'shop', sellerId: shopA.sellerId, perUserLimit: 2 });
    const p = await addOffer(ctx, {
      name: '品类折扣',
      scope: 'category',
      categoryId: parentCat,
      kind: 'percent',
      percentOff: 15,
      maxOffFen: 5_000,
      thresholdFen: 0,
    });
    await claim(ctx, b.token, a);
    const res = await ctx.call<TCouponOffer[]>(C.query.path, { page: 1, limit: 100 }, b.token);
    expect(res.status).toBe(200);
    const ids = res.data.map((o) => o.id);
    expect(ids).not.toContain(ended);
    expect(ids).not.toContain(later);
    expect(ids.indexOf(p)).toBeLessThan(ids.indexOf(a));
    expect(res.total).toBe(res.data.length);
    expect(res.data.find((o) => o.id === a)).toMatchObject({
      scope: 'shop',
      scopeText: '店铺券',
      sellerId: shopA.sellerId,
      shopName: `测试店铺${shopA.sellerId}`,
      termsText: '满100减10',
      thresholdText: '满100可用',
      threshold: 100,
      amount: 10,
      perUserLimit: 2,
      claimed: 1,
      remaining: 99,
      claimedByMe: 1,
    });
    expect(res.data.find((o) => o.id === p)).toMatchObject({
      scope: 'category',
      categoryName: '智能安防',
      categoryIds: [parentCat, childCat],
      termsText: '8.5折 最高减50',
      thresholdText: '无门槛',
      claimedByMe: 0,
    });
    const paged = await ctx.call<TCouponOffer[]>(C.query.path, { page: 1, limit: 1 }, b.token);
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(res.total);
  });

  it('answers 407 naming the field', async () => {
    const b = await buyer();
    const cases: [string, unknown, string][] = [
      [C.query.path, { limit: 0 }, 'limit'],
      [C.claim.path, {}, 'couponId'],
      [C.claim.path, { couponId: 'x' }, 'couponId'],
      [C.mine.path, { status: 3 }, 'status'],
      [O.addOrderFromDetail.path, { ...lock(), number: 1, addressId: b.address.id, couponId: -1 }, 'couponId'],
      [O.addOrder.path, { cartIds: [1], addressId: b.address.id, couponIds: 'a' }, 'couponIds'],
    ];
    for (const [path, data, field] of cases) {
      const res = await ctx.call(path, data, b.token);
      expect(res.status, path).toBe(407);
      expect(res.msg, path).toContain(field);
    }
  });

  it('claim and mine ask for a buyer: no token or a seller token is 528', async () => {
    for (const path of [C.claim.path, C.mine.path]) {
      expect((await ctx.call(path, { couponId: 1 })).status).toBe(528);
      expect((await ctx.call(path, { couponId: 1 }, sellerToken)).status).toBe(528);
      expect((await ctx.call(path, { couponId: 1 }, 'not-a-token')).status).toBe(528);
    }
  });

  it('query is public: a guest, a bad token or a seller token gets the offers with claimedByMe null', async () => {
    const b = await buyer();
    const id = await addOffer(ctx, { name: '游客可见', perUserLimit: 2 });
    await claim(ctx, b.token, id);
    const asBuyer = await ctx.call<TCouponOffer[]>(C.query.path, { page: 1, limit: 100 }, b.token);
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.data.find((o) => o.id === id)).toMatchObject({ claimed: 1, remaining: 99, claimedByMe: 1 });
    for (const token of [undefined, 'not-a-token', sellerToken]) {
      const res = await ctx.call<TCouponOffer[]>(C.query.path, { page: 1, limit: 100 }, token);
      expect(res.status, String(token)).toBe(200);
      expect(res.total).toBe(asBuyer.total);
      expect(res.data.map((o) => o.id)).toEqual(asBuyer.data.map((o) => o.id));
      expect(res.data.find((o) => o.id === id)).toMatchObject({
        name: '游客可见',
        termsText: '满100减10',
        perUserLimit: 2,
        claimed: 1,
        remaining: 99,
        claimedByMe: null,
      });
      expect(res.data.every((o) => o.claimedByMe === null)).toBe(true);
    }
    // A guest with no payload at all gets the first page.
    expect((await ctx.call<TCouponOffer[]>(C.query.path, undefined)).status).toBe(200);
    // A token of a buyer who logged out is a guest too.
    const gone = await buyer();
    await ctx.call(CALLS.account.logout.path, {}, gone.token);
    const afterLogout = await ctx.call<TCouponOffer[]>(C.query.path, { page: 1, limit: 100 }, gone.token);
    expect(afterLogout.status).toBe(200);
    expect(afterLogout.data.find((o) => o.id === id)?.claimedByMe).toBeNull();
  });

  it('claims within the per-buyer limit and the total; an ended or unknown offer 404', async () => {
    const b = await buyer();
    const fixedEnd = Date.now() + 10 * DAY;
    const fixed = await addOffer(ctx, { endsAt: fixedEnd, perUserLimit: 2, total: 3 });
    const days = await addOffer(ctx, { validDays: 7 });
    const first = await claim(ctx, b.token, fixed);
    await claim(ctx, b.token, fixed);
    const third = await ctx.call(C.claim.path, { couponId: fixed }, b.token);
    expect(third).toMatchObject({ status: 409, code: 'COUPON_LIMIT_REACHED', msg: '每人限领2张，您已领取' });
    expect(Number((await couponRow(ctx, first)).expires_at)).toBe(fixedEnd);
    const b2 = await buyer();
    await claim(ctx, b2.token, fixed);
    expect(await ctx.call(C.claim.path, { couponId: fixed }, (await buyer()).token)).toMatchObject({
      status: 409,
      code: 'COUPON_SOLD_OUT',
    });
    const row = await db().selectFrom('coupon_offers').selectAll().where('id', '=', fixed).executeTakeFirstOrThrow();
    expect(row.claimed).toBe(3);

    const t0 = Date.now();
    const d = await claim(ctx, b.token, days);
    const expires = Number((await couponRow(ctx, d)).expires_at);
    expect(expires).toBeGreaterThanOrEqual(t0 + 7 * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + 8 * DAY);
    // The end of a China calendar day: 23:59:59.999 at +08:00.
    expect((expires + 1 + 8 * 3_600_000) % DAY).toBe(0);

    const ended = await addOffer(ctx, { endsAt: Date.now() - 1 });
    expect(await ctx.call(C.claim.path, { couponId: ended }, b.token)).toMatchObject({
      status: 404,
      code: 'COUPON_OFFER_NOT_FOUND',
    });
    expect((await ctx.call(C.claim.path, { couponId: 999_999 }, b.token)).status).toBe(404);
  });

  it('lists the buyer coupons by status: 未使用 soonest first, 已使用 with its order, 已过期', async () => {
    const b = await buyer();
    const late = await claim(ctx, b.token, await addOffer(ctx, { endsAt: Date.now() + 20 * DAY }));
    const soon = await claim(ctx, b.token, await addOffer(ctx, { endsAt: Date.now() + 2 * DAY }));
    const gone = await claim(ctx, b.token, await addOffer(ctx));
    await expireCoupon(ctx, gone);
    const used = await claim(ctx, b.token, await addOffer(ctx, { thresholdFen: 0, amountFen: 500 }));
    const placed = await ctx.call<{ orderIds: number[] }>(
      O.addOrderFromDetail.path,
      { ...lock(), number: 1, addressId: b.address.id, couponId: used },
      b.token,
    );
    expect(placed.status).toBe(200);
    expect((await mine(b.token, 0)).map((c) => c.id)).toEqual([soon, late]);
    expect(await mine(b.token, 1)).toMatchObject([
      { id: used, status: 1, statusText: '已使用', orderId: placed.data.orderIds[0] },
    ]);
    expect(await mine(b.token, 2)).toMatchObject([{ id: gone, status: 2, statusText: '已过期', orderId: null }]);
    expect((await mine(b.token)).map((c) => c.id).sort()).toEqual([late, soon, gone, used].sort());
    // Nobody else sees them.
    expect(await mine((await buyer()).token)).toEqual([]);
  });

  it('takes a coupon off an order: the total drops, the lines carry the split, the coupon is used on it', async () => {
    const b = await buyer();
    // 满100减10 on shop A: the lock (100) and the plug (2 × 25) share it 2 : 1.
    const id = await claim(
      ctx,
      b.token,
      await addOffer(ctx, { scope: 'shop', sellerId: shopA.sellerId, amountFen: 1_000 }),
    );
    await ctx.call(CALLS.cart.add.path, { ...lock(), number: 1 }, b.token);
    await ctx.call(CALLS.cart.add.path, { ...plug(), number: 2 }, b.token);
    const cart = await ctx.call<TCartGroup[]>(CALLS.cart.query.path, {}, b.token);
    const cartIds = cart.data.flatMap((g) => g.productList.map((i) => i.id));
    const res = await ctx.call<{ orderIds: number[] }>(
      O.addOrder.path,
      { cartIds, addressId: b.address.id, couponId: id },
      b.token,
    );
    expect(res.status).toBe(200);
    const [orderId] = res.data.orderIds;
    const order = await orderOf(b.token, orderId!);
    expect(order).toMatchObject({ goodsTotalPrice: 150, discount: 10, orderTotalPrice: 140, couponId: id });
    expect(order.orderDetailList.map((l) => l.discount)).toEqual([6.67, 3.33]);
    expect(await couponRow(ctx, id)).toMatchObject({ status: 1, order_id: orderId });
    const list = await ctx.call<{ discount: number }[]>(O.selectOrders.path, { page: 1, limit: 5 }, b.token);
    expect(list.data[0]).toMatchObject({ discount: 10 });
  });

  it('puts each of several coupons on the seller order it fits; one that fits none is 409 and nothing is written', async () => {
    const b = await buyer();
    const onA = await claim(
      ctx,
      b.token,
      await addOffer(ctx, { scope: 'shop', sellerId: shopA.sellerId, amountFen: 1_000 }),
    );
    const anywhere = await claim(ctx, b.token, await addOffer(ctx, { thresholdFen: 0, amountFen: 200 }));
    const onB = await claim(
      ctx,
      b.token,
      await addOffer(ctx, { scope: 'shop', sellerId: shopB.sellerId, thresholdFen: 0, amountFen: 100 }),
    );
    const add = async (p: { productId: number; standardId: number }, number: number) =>
      (await ctx.call<{ id: number }>(CALLS.cart.add.path, { ...p, number }, b.token)).data.id;
    const cartIds = [await add(lock(), 1), await add(lamp(), 2)];

    // Three coupons for two seller orders: one is left over.
    const stockBefore = await stockOf(ctx, lock().standardId);
    const three = await ctx.call(
      O.addOrder.path,
      { cartIds, addressId: b.address.id, couponIds: [onA, anywhere, onB] },
      b.token,
    );
    expect(three).toMatchObject({ status: 409, code: 'COUPON_NOT_APPLICABLE' });
    expect(await stockOf(ctx, lock().standardId)).toBe(stockBefore);
    expect((await couponRow(ctx, onA)).status).toBe(0);
    const cart = await ctx.call<TCartGroup[]>(CALLS.cart.query.path, {}, b.token);
    expect(cart.data.flatMap((g) => g.productList.map((i) => i.id)).sort()).toEqual([...cartIds].sort());

    const res = await ctx.call<{ orderIds: number[] }>(
      O.addOrder.path,
      { cartIds, addressId: b.address.id, couponId: onA, couponIds: [anywhere] },
      b.token,
    );
    expect(res.status).toBe(200);
    const orders = await Promise.all(res.data.orderIds.map((id) => orderOf(b.token, id)));
    const a = orders.find((o) => o.agentId === shopA.sellerId);
    const lampOrder = orders.find((o) => o.agentId === shopB.sellerId);
    expect(a).toMatchObject({ couponId: onA, discount: 10, orderTotalPrice: 90 });
    expect(lampOrder).toMatchObject({ couponId: anywhere, discount: 2, orderTotalPrice: 17.8 });
    expect((await couponRow(ctx, onB)).status).toBe(0);
  });

  it('matches a category coupon to its category and everything below it', async () => {
    const b = await buyer();
    const security = await claim(
      ctx,
      b.token,
      await addOffer(ctx, { scope: 'category', categoryId: parentCat, thresholdFen: 0, amountFen: 500 }),
    );
    const lighting = await claim(
      ctx,
      b.token,
      await addOffer(ctx, { scope: 'category', categoryId: otherCat, thresholdFen: 0, amountFen: 500 }),
    );
    const wrong = await ctx.call(
      O.addOrderFromDetail.path,
      { ...lock(), number: 1, addressId: b.address.id, couponId: lighting },
      b.token,
    );
    expect(wrong).toMatchObject({ status: 409, code: 'COUPON_NOT_APPLICABLE' });
    const right = await ctx.call<{ orderIds: number[] }>(
      O.addOrderFromDetail.path,
      { ...lock(), number: 1, addressId: b.address.id, couponId: security },
      b.token,
    );
    expect(right.status).toBe(200);
    expect(await orderOf(b.token, right.data.orderIds[0]!)).toMatchObject({ discount: 5, orderTotalPrice: 95 });
  });

  it('refuses a coupon under the threshold, of another buyer, used or expired: 409, never used', async () => {
    const b = await buyer();
    const other = await buyer();
    const big = await claim(ctx, b.token, await addOffer(ctx, { thresholdFen: 50_000 }));
    const theirs = await claim(ctx, other.token, await addOffer(ctx));
    const gone = await claim(ctx, b.token, await addOffer(ctx));
    await expireCoupon(ctx, gone);
    const order = (couponId: number) =>
      ctx.call(O.addOrderFromDetail.path, { ...lock(), number: 1, addressId: b.address.id, couponId }, b.token);
    expect(await order(big)).toMatchObject({ status: 409, code: 'COUPON_NOT_APPLICABLE' });
    expect(await order(theirs)).toMatchObject({ status: 409, code: 'COUPON_UNAVAILABLE' });
    expect(await order(gone)).toMatchObject({ status: 409, code: 'COUPON_UNAVAILABLE' });
    expect(await order(999_999)).toMatchObject({ status: 409, code: 'COUPON_UNAVAILABLE' });
    expect(await couponRow(ctx, theirs)).toMatchObject({ status: 0, order_id: null });
    const ok = await claim(ctx, b.token, await addOffer(ctx));
    expect((await order(ok)).status).toBe(200);
    expect(await order(ok)).toMatchObject({ status: 409, code: 'COUPON_UNAVAILABLE' });
  });

  it('gives the coupon back when the buyer cancels or the payment times out; an expired one stays expired', async () => {
    const b = await buyer();
    const id = await claim(ctx, b.token, await addOffer(ctx));
    const place = async () => {
      const res = await ctx.call<{ orderIds: number[] }>(
        O.addOrderFromDetail.path,
        { ...lock(), number: 1, addressId: b.address.id, couponId: id },
        b.token,
      );
      expect(res.status).toBe(200);
      return res.data.orderIds[0]!;
    };
    const first = await place();
    expect((await ctx.call(O.cancelOrder.path, { orderId: first }, b.token)).status).toBe(200);
    expect(await couponRow(ctx, id)).toMatchObject({ status: 0, order_id: null, used_at: null });
    expect((await mine(b.token, 0)).map((c) => c.id)).toContain(id);
    // The cancelled order still says what it had.
    expect(await orderOf(b.token, first)).toMatchObject({ couponId: id, discount: 10 });

    const second = await place();
    await sweepOrders(ctx.app, Date.now() + 31 * 60_000);
    expect(await orderOf(b.token, second)).toMatchObject({ status: 4, cancelReason: '超时未支付' });
    expect(await couponRow(ctx, id)).toMatchObject({ status: 0, order_id: null });

    await place();
    const third = (await mine(b.token, 1))[0]!.orderId!;
    await expireCoupon(ctx, id);
    expect((await ctx.call(O.cancelOrder.path, { orderId: third }, b.token)).status).toBe(200);
    expect((await mine(b.token, 2)).map((c) => c.id)).toContain(id);
    expect((await mine(b.token, 0)).map((c) => c.id)).not.toContain(id);
  });

  it('settles a quote with a shop coupon of the quoting seller; a category coupon or another shop’s is 409', async () => {
    const kit = procurementKit(ctx);
    const b = await kit.buyer();
    const s = await kit.seller();
    const d = await kit.publish(b.token, demandInput({ categoryId: parentCat }));
    const quoteId = await kit.quote(s.token, d, [100, 50]);
    const total = await kit.totalOf(quoteId);
    const mineShop = await claim(
      ctx,
      b.token,
      await addOffer(ctx, { scope: 'shop', sellerId: s.sellerId, thresholdFen: 0, amountFen: 3_000 }),
    );
    const cat = await claim(
      ctx,
      b.token,
      await addOffer(ctx, { scope: 'category', categoryId: parentCat, thresholdFen: 0 }),
    );
    const otherShop = await claim(
      ctx,
      b.token,
      await addOffer(ctx, { scope: 'shop', sellerId: shopA.sellerId, thresholdFen: 0 }),
    );
    for (const couponId of [cat, otherShop]) {
      expect(
        await ctx.call(CALLS.quote.settle.path, { quoteId, addressId: b.address.id, total, couponId }, b.token),
      ).toMatchObject({
        status: 409,
        code: 'COUPON_NOT_APPLICABLE',
      });
    }
    const res = await ctx.call<{ orderIds: number[] }>(
      CALLS.quote.settle.path,
      { quoteId, addressId: b.address.id, total, couponId: mineShop },
      b.token,
    );
    expect(res.status).toBe(200);
    const order = await orderOf(b.token, res.data.orderIds[0]!);
    expect(order.discount).toBe(30);
    expect(order.orderTotalPrice).toBeCloseTo(order.goodsTotalPrice - 30, 2);
    const parts = order.orderDetailList.map((l) => Math.round(l.discount * 100));
    expect(parts.reduce((x, y) => x + y, 0)).toBe(3_000);
    expect(await couponRow(ctx, mineShop)).toMatchObject({ status: 1, order_id: order.id });
  });

  it('reminds a buyer once of each unused coupon ending within 3 days, whatever instances race', async () => {
    const b = await buyer();
    const soon = await claim(ctx, b.token, await addOffer(ctx, { name: '即将到期券', endsAt: Date.now() + DAY }));
    const later = await claim(ctx, b.token, await addOffer(ctx, { endsAt: Date.now() + 10 * DAY }));
    const used = await claim(ctx, b.token, await addOffer(ctx, { endsAt: Date.now() + DAY, thresholdFen: 0 }));
    const gone = await claim(ctx, b.token, await addOffer(ctx, { endsAt: Date.now() + DAY }));
    await expireCoupon(ctx, gone);
    const placed = await ctx.call(
      O.addOrderFromDetail.path,
      { ...lock(), number: 1, addressId: b.address.id, couponId: used },
      b.token,
    );
    expect(placed.status).toBe(200);

    // Three instances' jobs at once, then a later run: one message, for the coupon that is due.
    await Promise.all([remindCoupons(ctx.app), remindCoupons(ctx.app), remindCoupons(ctx.app)]);
    await remindCoupons(ctx.app);
    const messages = await ctx.call<TMessage[]>(CALLS.message.query.path, { page: 1, limit: 10 }, b.token);
    expect(messages.status).toBe(200);
    expect(messages.data.map((m) => [m.kind, m.title, m.link])).toEqual([
      ['couponExpiring', '优惠券即将过期', '/user/coupons?tab=0'],
    ]);
    expect(messages.data[0]?.content).toContain('即将到期券');
    expect((await couponRow(ctx, soon)).reminded_at).not.toBeNull();
    for (const id of [later, used, gone]) expect((await couponRow(ctx, id)).reminded_at).toBeNull();

    // Ten days on, the later one is due too.
    expect((await remindCoupons(ctx.app, Date.now() + 8 * DAY)).reminded).toBeGreaterThanOrEqual(1);
    const unread = await ctx.call<{ unread: number }>(CALLS.message.unreadCount.path, {}, b.token);
    expect(unread.data.unread).toBe(2);
  });

  it('has the database refuse a discount above the goods and more claims than the total (CHECKs)', async () => {
    const offer = await addOffer(ctx, { total: 1, claimed: 1 });
    await expect(
      db().updateTable('coupon_offers').set({ claimed: 2 }).where('id', '=', offer).execute(),
    ).rejects.toThrow();
    const b = await buyer();
    const placed = await ctx.call<{ orderIds: number[] }>(
      O.addOrderFromDetail.path,
      { ...lock(), number: 1, addressId: b.address.id },
      b.token,
    );
    const orderId = placed.data.orderIds[0]!;
    await expect(
      db().updateTable('orders').set({ discount_fen: 10_001 }).where('id', '=', orderId).execute(),
    ).rejects.toThrow();
    await expect(
      db().updateTable('order_items').set({ discount_fen: 10_001 }).where('order_id', '=', orderId).execute(),
    ).rejects.toThrow();
  });
});
