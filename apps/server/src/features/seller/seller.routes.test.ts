import { CALLS, chinaDate, type TSellerProfile, type TWorkbenchSummary } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addSeller, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { procurementKit } from '../../test/procurement-fixtures.js';
import { sellerKit } from '../../test/seller-fixtures.js';

const A = CALLS.sellerAccount;
const SUMMARY = CALLS.sellerWorkbench.summary.path;
const APPLY = CALLS.afterSales.addProductReturn.path;
const SAVE = CALLS.review.savePProductComment.path;

describeEachDb('seller session and workbench summary', (ctx) => {
  const kit = sellerKit(ctx);
  const market = procurementKit(ctx);
  const db = () => ctx.app.deps.db;
  let seller: TFixtureSeller;
  let other: TFixtureSeller;
  let token: string;
  let otherToken: string;
  let otherCategory: number;
  let buyer: TQuickBuyer;

  beforeAll(async () => {
    seller = await addSeller(ctx, [
      { title: '智能门锁 Pro', standards: [[10_000, 50]] },
      { title: '智能灯泡 E27', standards: [[5_000, 8]] },
    ]);
    other = await addSeller(ctx, [{ title: '别家网关', standards: [[19_900, 50]] }]);
    // The other shop sells in a category of its own, so the demand below is not in its market.
    const cat = await db()
      .insertInto('sys_categories')
      .values({ name: '别家分类' })
      .returning('id')
      .executeTakeFirstOrThrow();
    otherCategory = Number(cat.id);
    await db()
      .updateTable('products')
      .set({ sys_category_id: otherCategory })
      .where('seller_id', '=', other.sellerId)
      .execute();
    [token, otherToken] = await Promise.all([seller.login(), other.login()]);
    buyer = await kit.buyer();
  });

  it('profile answers the seller and its shop; logout revokes the token', async () => {
    const res = await ctx.call<TSellerProfile>(A.profile.path, {}, token);
    expect(res).toMatchObject({ status: 200 });
    expect(res.data).toEqual({
      sellerId: seller.sellerId,
      username: seller.username,
      name: `${seller.username} 店`,
      shopName: `测试店铺${seller.sellerId}`,
      shopLogo: '',
      suspendReason: '',
      mustChangePassword: false,
    });
    const session = await seller.login();
    expect(await ctx.call(A.logout.path, {}, buyer.token)).toMatchObject({ status: 528 });
    expect(await ctx.call(A.logout.path, {}, session)).toMatchObject({ status: 200, data: null });
    expect(await ctx.call(A.profile.path, {}, session)).toMatchObject({ status: 528 });
    expect(await ctx.call(A.logout.path, {}, session)).toMatchObject({ status: 528 });
    // Other sessions of the seller live on.
    expect(await ctx.call(A.profile.path, {}, token)).toMatchObject({ status: 200 });
  });

  it('profile and summary need a seller token: none or a buyer’s is 528, a seller’s opens no buyer call', async () => {
    for (const path of [A.profile.path, SUMMARY, A.logout.path]) {
      expect(await ctx.call(path, {}), path).toMatchObject({ status: 528 });
      expect(await ctx.call(path, {}, buyer.token), path).toMatchObject({ status: 528 });
    }
    expect(await ctx.call(CALLS.account.selectUsers.path, {}, token)).toMatchObject({ status: 528 });
  });

  it('takes an empty payload only: anything else is 407', async () => {
    for (const path of [A.profile.path, SUMMARY, A.logout.path]) {
      for (const data of ['x', 7, [1]]) {
        expect(await ctx.call(path, data, token), `${path} ${JSON.stringify(data)}`).toMatchObject({ status: 407 });
      }
    }
    // An absent payload is an empty one (logout is left out: it would end this suite's session).
    for (const path of [A.profile.path, SUMMARY])
      expect(await ctx.call(path, null, token), path).toMatchObject({ status: 200 });
  });

  it('login hints follow the server’s demo switch, for anyone (no token needed, any token ignored)', async () => {
    const config = ctx.app.deps.config;
    const path = A.loginHints.path;
    expect(await ctx.call(path, {})).toEqual({ status: 200, msg: expect.any(String), data: { isDemo: false } });
    config.SEED_DEMO = true;
    try {
      for (const who of [undefined, buyer.token, token])
        expect((await ctx.call(path, {}, who)).data, String(who)).toEqual({ isDemo: true });
    } finally {
      config.SEED_DEMO = false;
    }
    expect((await ctx.call(path, null)).data).toEqual({ isDemo: false });
    for (const data of ['x', 7, [1]])
      expect(await ctx.call(path, data), JSON.stringify(data)).toMatchObject({ status: 407 });
  });

  it('counts what waits for the seller today, and another seller sees none of it', async () => {
    const lock = seller.products[0]!;
    const line = (number: number) => ({ productId: lock.productId, standardId: lock.standardIds[0]!, number });
    const unpaid = await kit.order(buyer, seller, [line(1)], 0);
    await kit.order(buyer, seller, [line(2)], 1);
    const received = await kit.order(buyer, seller, [line(1)], 3);
    const [item] = await kit.itemsOf(received);
    // A review without the shop's reply, and a return waiting for the seller's review.
    expect(
      await ctx.call(
        SAVE,
        { productId: lock.productId, orderDetailId: item!.id, score: 4, content: '用着挺好，就是贵' },
        buyer.token,
      ),
    ).toMatchObject({ status: 200 });
    expect(
      await ctx.call(
        APPLY,
        { orderId: received, orderDetailId: item!.id, returnType: 2, number: 1, reason: '商品质量问题' },
        buyer.token,
      ),
    ).toMatchObject({ status: 200 });
    // Demands in the shop's category: one open (counts), one it quoted (not), one past its deadline (not).
    const category = await db()
      .selectFrom('products')
      .select('sys_category_id')
      .where('id', '=', lock.productId)
      .executeTakeFirstOrThrow();
    await market.publish(buyer.token, { categoryId: category.sys_category_id });
    const quoted = await market.publish(buyer.token, { categoryId: category.sys_category_id });
    await market.quote(token, quoted);
    const late = await market.publish(buyer.token, { categoryId: category.sys_category_id });
    await market.passDeadline(late.id);

    const res = await ctx.call<TWorkbenchSummary>(SUMMARY, {}, token);
    expect(res.status).toBe(200);
    const today = chinaDate();
    expect(res.data).toMatchObject({
      shopName: `测试店铺${seller.sellerId}`,
      todayOrders: 3,
      todaySales: 300,
      orderCounts: { 0: 1, 1: 1, 2: 0, 3: 1, 4: 0, 5: 0 },
      toShip: 1,
      afterSalesWaiting: 1,
      openDemands: 1,
      unrepliedReviews: 1,
      lowStock: 1,
    });
    expect(res.data.trend).toHaveLength(7);
    expect(res.data.trend.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => chinaDate(Date.now(), i - 6)));
    expect(res.data.trend[6]).toEqual({ day: today, orders: 3, sales: 300 });
    expect(res.data.trend.slice(0, 6).every((d) => d.orders === 0 && d.sales === 0)).toBe(true);

    // The shop's reply clears the review; the unpaid order placed two days ago moves in the trend.
    const [review] = await db().selectFrom('product_reviews').select('id').where('order_id', '=', received).execute();
    await ctx.call(CALLS.sellerReview.reply.path, { id: review!.id, content: '感谢支持' }, token);
    await db()
      .updateTable('orders')
      .set({ created_at: Date.now() - 2 * 86_400_000 })
      .where('id', '=', unpaid)
      .execute();
    const later = (await ctx.call<TWorkbenchSummary>(SUMMARY, {}, token)).data;
    expect([later.unrepliedReviews, later.todayOrders, later.trend[4]?.orders, later.trend[6]?.orders]).toEqual([
      0, 2, 1, 2,
    ]);

    // Another seller: none of it.
    const theirs = await ctx.call<TWorkbenchSummary>(SUMMARY, {}, otherToken);
    expect(theirs.data).toMatchObject({
      shopName: `测试店铺${other.sellerId}`,
      todayOrders: 0,
      todaySales: 0,
      orderCounts: { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      toShip: 0,
      afterSalesWaiting: 0,
      openDemands: 0,
      unrepliedReviews: 0,
      lowStock: 0,
    });
    expect(theirs.data.trend.every((d) => d.orders === 0 && d.sales === 0)).toBe(true);
  });

  it('counts a demand filed under a parent of a category the shop sells in', async () => {
    const child = await db()
      .insertInto('sys_categories')
      .values({ name: '别家子类', parent_id: otherCategory })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('products')
      .set({ sys_category_id: Number(child.id) })
      .where('seller_id', '=', other.sellerId)
      .execute();
    const before = (await ctx.call<TWorkbenchSummary>(SUMMARY, {}, otherToken)).data.openDemands;
    await market.publish(buyer.token, { categoryId: otherCategory });
    expect((await ctx.call<TWorkbenchSummary>(SUMMARY, {}, otherToken)).data.openDemands).toBe(before + 1);
  });
});
