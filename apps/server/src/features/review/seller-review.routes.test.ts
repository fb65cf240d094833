import { CALLS, type TSellerReview } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addSeller, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';

const LIST = CALLS.sellerReview.list.path;
const REPLY = CALLS.sellerReview.reply.path;
const SAVE = CALLS.review.savePProductComment.path;

describeEachDb('seller review list (workbench)', (ctx) => {
  const kit = sellerKit(ctx);
  let seller: TFixtureSeller;
  let other: TFixtureSeller;
  let token: string;
  let otherToken: string;
  let buyer: TQuickBuyer;
  const ids: number[] = [];

  beforeAll(async () => {
    seller = await addSeller(ctx, [
      { title: '智能门锁 Pro', standards: [[129_900, 50]] },
      { title: '智能灯泡 E27', standards: [[2_900, 50]] },
    ]);
    other = await addSeller(ctx, [{ title: '别家网关', standards: [[19_900, 50]] }]);
    [token, otherToken] = await Promise.all([seller.login(), other.login()]);
    buyer = await kit.buyer();
    // Three received orders reviewed: the lock (oldest), the bulb, the other seller's gateway.
    for (const [s, i, content] of [
      [seller, 0, '门锁很好用，安装方便'],
      [seller, 1, '灯泡亮度不错，联网快'],
      [other, 0, '别家的网关也还行吧'],
    ] as const) {
      const p = s.products[i]!;
      const orderId = await kit.order(
        buyer,
        s,
        [{ productId: p.productId, standardId: p.standardIds[0]!, number: 1 }],
        3,
      );
      const [item] = await kit.itemsOf(orderId);
      const res = await ctx.call<{ id: number }>(
        SAVE,
        { productId: p.productId, orderDetailId: item!.id, score: 5, content },
        buyer.token,
      );
      expect(res.status).toBe(200);
      ids.push(res.data.id);
    }
  });

  it('lists visible reviews of the seller’s products, newest first, with product, order number and shop reply', async () => {
    const res = await ctx.call<TSellerReview[]>(LIST, { page: 1, limit: 10 }, token);
    expect(res).toMatchObject({ status: 200, total: 2 });
    expect(res.data.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    const orderNo = (
      await kit.orderRow(
        (
          await ctx.app.deps.db
            .selectFrom('product_reviews')
            .select('order_id')
            .where('id', '=', ids[1]!)
            .executeTakeFirstOrThrow()
        ).order_id,
      )
    ).order_no;
    expect(res.data[0]).toMatchObject({
      productId: seller.products[1]!.productId,
      productTitle: '智能灯泡 E27',
      productImage: '/img/test.png',
      orderNo,
      score: 5,
      content: '灯泡亮度不错，联网快',
      shopReply: null,
    });
    expect(res.data[0]).not.toHaveProperty('liked');
    expect(res.data[0]).not.toHaveProperty('replies');
    // Paging: one a page, total still 2.
    const page2 = await ctx.call<TSellerReview[]>(LIST, { page: 2, limit: 1 }, token);
    expect([page2.total, page2.data.map((r) => r.id)]).toEqual([2, [ids[0]]]);
  });

  it('filters by the shop’s reply and by product; another seller’s product is 404', async () => {
    expect(await ctx.call(REPLY, { id: ids[0], content: '感谢您的支持！' }, token)).toMatchObject({ status: 200 });
    // A buyer's reply is not the shop's.
    await ctx.call(SAVE, { productId: seller.products[1]!.productId, parentId: ids[1], content: '同感' }, buyer.token);
    const replied = await ctx.call<TSellerReview[]>(LIST, { page: 1, limit: 10, replied: true }, token);
    expect(replied.data.map((r) => r.id)).toEqual([ids[0]]);
    expect(replied.data[0]!.shopReply).toMatchObject({ content: '感谢您的支持！', createdAt: expect.any(Number) });
    const waiting = await ctx.call<TSellerReview[]>(LIST, { page: 1, limit: 10, replied: false }, token);
    expect([waiting.total, waiting.data.map((r) => r.id)]).toEqual([1, [ids[1]]]);
    const byProduct = await ctx.call<TSellerReview[]>(
      LIST,
      { page: 1, limit: 10, productId: seller.products[0]!.productId },
      token,
    );
    expect(byProduct.data.map((r) => r.id)).toEqual([ids[0]]);
    expect(await ctx.call(LIST, { page: 1, limit: 10, productId: other.products[0]!.productId }, token)).toMatchObject({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
    });
    // The other seller sees its own review only.
    const theirs = await ctx.call<TSellerReview[]>(LIST, {}, otherToken);
    expect(theirs.data.map((r) => r.id)).toEqual([ids[2]]);
    // A hidden review leaves the list.
    await ctx.app.deps.db.updateTable('product_reviews').set({ status: 0 }).where('id', '=', ids[1]!).execute();
    expect((await ctx.call(LIST, {}, token)).total).toBe(1);
    await ctx.app.deps.db.updateTable('product_reviews').set({ status: 1 }).where('id', '=', ids[1]!).execute();
  });

  it('refuses bad payloads (407) and tokens that are not a seller’s (528)', async () => {
    expect(await ctx.call(LIST, { page: 1, limit: 10, replied: 'yes' }, token)).toMatchObject({
      status: 407,
      msg: expect.stringContaining('data.replied'),
    });
    expect(await ctx.call(LIST, { page: 1, limit: 10, productId: 0 }, token)).toMatchObject({
      status: 407,
      msg: expect.stringContaining('data.productId'),
    });
    expect(await ctx.call(LIST, {})).toMatchObject({ status: 528 });
    expect(await ctx.call(LIST, {}, buyer.token)).toMatchObject({ status: 528 });
  });
});
