import {
  CALLS,
  type TLikeResult,
  type TOrderWithLogistics,
  type TProductDetail,
  type TReview,
  type TReviewPoolItem,
  type TReviewTarget,
} from '@mall/contract';
import { receivedOrder } from '@mall/contract/testing';
import { beforeAll, expect, it } from 'vitest';
import {
  addBuyers,
  addSeller,
  buyerWithAddress,
  type TFixtureProduct,
  type TFixtureSeller,
  uploadPng,
  wireOf,
} from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';

const R = CALLS.review;
const SAVE = R.savePProductComment.path;

describeEachDb('reviews', (ctx) => {
  let a: TFixtureSeller;
  let b: TFixtureSeller;
  let p1: TFixtureProduct;
  let p2: TFixtureProduct;
  let p3: TFixtureProduct;
  beforeAll(async () => {
    a = await addSeller(ctx, [
      { title: '智能门锁 X1', standards: [[19_900, 500]] },
      { title: '温湿度传感器', standards: [[4_900, 500]] },
    ]);
    b = await addSeller(ctx, [{ title: '智能插座', standards: [[3_990, 500]] }]);
    [p1, p2] = a.products as [TFixtureProduct, TFixtureProduct];
    [p3] = b.products as [TFixtureProduct];
  });

  const buyer = () => buyerWithAddress(ctx, { balance: 2000 });

  /** A received order of one unit of the product's first standard; answers the order and its line. */
  async function receivedLine(token: string, product: TFixtureProduct) {
    const seller = product === p3 ? b : a;
    const orderId = await receivedOrder(wireOf(ctx), {
      buyerToken: token,
      sellerToken: await seller.login(),
      productId: product.productId,
      standardId: product.standardIds[0] as number,
    });
    const detail = await ctx.call<TOrderWithLogistics>(CALLS.order.selectSingleOrder1.path, { orderId }, token);
    return { orderId, orderDetailId: detail.data.order.orderDetailList[0]?.id as number };
  }

  const review = (product: TFixtureProduct, orderDetailId: number, extra: Record<string, unknown> = {}) => ({
    productId: product.productId,
    orderDetailId,
    score: 5,
    content: '做工很好，安装简单，推荐购买',
    ...extra,
  });

  async function counters(productId: number) {
    const { db } = ctx.app.deps;
    const p = await db
      .selectFrom('products')
      .select(['review_count', 'good_review_count', 'image_review_count'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('product_reviews')
      .select(['score', 'has_image'])
      .where('product_id', '=', productId)
      .execute();
    return {
      stored: {
        review_count: Number(p.review_count),
        good_review_count: Number(p.good_review_count),
        image_review_count: Number(p.image_review_count),
      },
      rows: {
        review_count: rows.length,
        good_review_count: rows.filter((r) => r.score >= 4).length,
        image_review_count: rows.filter((r) => r.has_image === 1).length,
      },
    };
  }

  it('lets the buyer review a received line once, with pictures, and the product shows the numbers', async () => {
    const u = await buyer();
    const line = await receivedLine(u.token, p2);
    const pool = await ctx.call<TReviewPoolItem[]>(R.queryPool.path, { orderId: line.orderId }, u.token);
    expect(pool.status).toBe(200);
    expect(pool.total).toBe(1);
    expect(pool.data[0]).toMatchObject({
      orderId: line.orderId,
      orderDetailId: line.orderDetailId,
      productId: p2.productId,
      title: '温湿度传感器',
      price: 49,
      number: 1,
    });
    expect(pool.data[0]?.receivedAt).toBeGreaterThan(0);

    const images = [await uploadPng(ctx, u.token, '晒图.png'), await uploadPng(ctx, u.token, '晒图.png')];
    const saved = await ctx.call<{ id: number }>(SAVE, review(p2, line.orderDetailId, { score: 4, images }), u.token);
    expect(saved.status).toBe(200);
    expect(saved.data.id).toBeGreaterThan(0);

    const again = await ctx.call(SAVE, review(p2, line.orderDetailId), u.token);
    expect(again).toMatchObject({ status: 531, code: 'REVIEW_EXISTS' });
    expect((await ctx.call(R.queryPool.path, { orderId: line.orderId }, u.token)).total).toBe(0);

    const target = await ctx.call<TReviewTarget>(R.selectOnePPC.path, { orderDetailId: line.orderDetailId }, u.token);
    expect(target.data.review).toMatchObject({ id: saved.data.id, score: 4, images, standardName: '版本1' });
    expect(target.data.review?.userName).toMatch(/\*\*\*/);

    const detail = await ctx.call<TProductDetail>(CALLS.catalogue.details.path, { id: p2.productId });
    expect(detail.data).toMatchObject({ ppcCount: 1, goodRate: 100, ppcImageCount: 1 });
    const c = await counters(p2.productId);
    expect(c.stored).toEqual(c.rows);
  });

  it('refuses a line not received, not the caller\u2019s, or of another product', async () => {
    const u = await buyer();
    const other = await buyer();
    // Paid, not shipped.
    const created = await ctx.call<{ orderIds: number[] }>(
      CALLS.order.addOrderFromDetail.path,
      { productId: p1.productId, standardId: p1.standardIds[0], number: 1, addressId: u.address.id },
      u.token,
    );
    const orderId = created.data.orderIds[0] as number;
    expect((await ctx.call(CALLS.order.pay.path, { orderIds: [orderId], payType: 'aicoin' }, u.token)).status).toBe(
      200,
    );
    const paid = await ctx.call<TOrderWithLogistics>(CALLS.order.selectSingleOrder1.path, { orderId }, u.token);
    const paidLine = paid.data.order.orderDetailList[0]?.id as number;
    expect(await ctx.call(SAVE, review(p1, paidLine), u.token)).toMatchObject({
      status: 409,
      code: 'REVIEW_NOT_RECEIVED',
    });

    const line = await receivedLine(u.token, p1);
    expect(await ctx.call(SAVE, review(p1, line.orderDetailId), other.token)).toMatchObject({
      status: 404,
      code: 'ORDER_ITEM_NOT_FOUND',
    });
    expect(await ctx.call(SAVE, review(p2, line.orderDetailId), u.token)).toMatchObject({
      status: 404,
      code: 'ORDER_ITEM_NOT_FOUND',
    });
    expect(await ctx.call(SAVE, review(p1, 99_999_999), u.token)).toMatchObject({ code: 'ORDER_ITEM_NOT_FOUND' });
    expect(await ctx.call(R.selectOnePPC.path, { orderDetailId: line.orderDetailId }, other.token)).toMatchObject({
      status: 404,
      code: 'ORDER_ITEM_NOT_FOUND',
    });
    // Another buyer's picture is not this buyer's to post.
    const foreign = await uploadPng(ctx, other.token, '晒图.png');
    expect(await ctx.call(SAVE, review(p1, line.orderDetailId, { images: [foreign] }), u.token)).toMatchObject({
      status: 404,
      code: 'UPLOAD_NOT_OWNED',
      field: 'images',
    });
    expect(await ctx.call(SAVE, review(p1, line.orderDetailId), u.token)).toMatchObject({ status: 200 });
  });

  it.each([
    ['content of 4 characters', { content: '四个字啊' }, 'data.content'],
    ['content of 501 characters', { content: '好'.repeat(501) }, 'data.content'],
    ['score 0', { score: 0 }, 'data.score'],
    ['score 6', { score: 6 }, 'data.score'],
    ['no score', { score: undefined }, 'data.score'],
    ['no order line', { orderDetailId: undefined }, 'data.orderDetailId'],
    [
      '7 images',
      { images: Array.from({ length: 7 }, (_, i) => `/files/2026/12/${'a'.repeat(23)}${i}.png`) },
      'data.images',
    ],
    ['an image that is not an upload', { images: ['https://evil.example/a.png'] }, 'data.images.0'],
    ['a reply with a score', { parentId: 1 }, 'data.parentId'],
  ])('answers 407 naming the field for %s', async (_label, extra, field) => {
    const u = await buyer();
    const res = await ctx.call(SAVE, review(p1, 1, extra), u.token);
    expect(res.status).toBe(407);
    expect(res.msg).toContain(field);
  });

  it('shows an anonymous review without name or avatar, lists newest first with paging, pictures and likes', async () => {
    const u = await buyer();
    const v = await buyer();
    const first = await receivedLine(u.token, p3);
    const second = await receivedLine(u.token, p3);
    const third = await receivedLine(v.token, p3);
    const img = await uploadPng(ctx, u.token, '晒图.png');
    const r1 = await ctx.call<{ id: number }>(SAVE, review(p3, first.orderDetailId, { images: [img] }), u.token);
    const r2 = await ctx.call<{ id: number }>(
      SAVE,
      review(p3, second.orderDetailId, { anonymous: true, score: 2, content: '信号不稳定，经常掉线' }),
      u.token,
    );
    const r3 = await ctx.call<{ id: number }>(SAVE, review(p3, third.orderDetailId, { score: 3 }), v.token);

    const all = await ctx.call<TReview[]>(R.query.path, { productId: p3.productId, page: 1, limit: 2 });
    expect(all.status).toBe(200);
    expect(all.total).toBe(3);
    expect(all.data.map((r) => r.id)).toEqual([r3.data.id, r2.data.id]);
    expect(all.data[1]).toMatchObject({ userName: '匿名用户', avatar: '', isAnonymous: true, score: 2 });
    const page2 = await ctx.call<TReview[]>(R.query.path, { productId: p3.productId, page: 2, limit: 2 });
    expect(page2.data.map((r) => r.id)).toEqual([r1.data.id]);
    expect(page2.total).toBe(3);
    const empty = await ctx.call<TReview[]>(R.query.path, { productId: p3.productId, page: 9, limit: 2 });
    expect(empty).toMatchObject({ data: [], total: 3 });

    const withImages = await ctx.call<TReview[]>(R.query.path, { productId: p3.productId, hasImage: 1 });
    expect(withImages.data.map((r) => r.id)).toEqual([r1.data.id]);
    expect(withImages.data[0]?.images).toEqual([img]);
    expect(withImages.total).toBe(1);

    const like = await ctx.call<TLikeResult>(R.updateNum.path, { id: r1.data.id }, v.token);
    expect(like.data).toEqual({ liked: true, likes: 1 });
    const asV = await ctx.call<TReview[]>(R.query.path, { productId: p3.productId, hasImage: 1 }, v.token);
    expect(asV.data[0]).toMatchObject({ liked: true, likes: 1 });
    const asU = await ctx.call<TReview[]>(R.query.path, { productId: p3.productId, hasImage: 1 }, u.token);
    expect(asU.data[0]).toMatchObject({ liked: false, likes: 1 });
    // A bad token on the public list is a guest, not a 528.
    const asGuest = await ctx.call<TReview[]>(R.query.path, { productId: p3.productId, hasImage: 1 }, 'nope');
    expect(asGuest).toMatchObject({ status: 200 });
    expect(asGuest.data[0]?.liked).toBe(false);
    const unlike = await ctx.call<TLikeResult>(R.updateNum.path, { id: r1.data.id }, v.token);
    expect(unlike.data).toEqual({ liked: false, likes: 0 });
    expect(await ctx.call(R.updateNum.path, { id: 99_999_999 }, v.token)).toMatchObject({
      status: 404,
      code: 'REVIEW_NOT_FOUND',
    });

    const detail = await ctx.call<TProductDetail>(CALLS.catalogue.details.path, { id: p3.productId });
    expect(detail.data).toMatchObject({ ppcCount: 3, goodRate: 33, ppcImageCount: 1 });
    expect(await ctx.call(R.query.path, { productId: 99_999_999 })).toMatchObject({ status: 200, data: [], total: 0 });
  });

  it('keeps an anonymous reviewer anonymous in their whole thread, and shows no login name anywhere', async () => {
    const u = await buyer();
    const v = await buyer();
    const icon = await uploadPng(ctx, u.token, '头像.png');
    expect((await ctx.call(CALLS.account.updateUser.path, { icon }, u.token)).status).toBe(200);
    const hidden = await receivedLine(u.token, p2);
    const shown = await receivedLine(v.token, p2);
    const anon = await ctx.call<{ id: number }>(SAVE, review(p2, hidden.orderDetailId, { anonymous: true }), u.token);
    const open = await ctx.call<{ id: number }>(SAVE, review(p2, shown.orderDetailId), v.token);
    const replyTo = (id: number, token: string, content: string) =>
      ctx.call(SAVE, { productId: p2.productId, parentId: id, content }, token);
    // The anonymous reviewer answers a question under their own review, and writes under another's.
    expect((await replyTo(anon.data.id, v.token, '请问装在木门上可以吗？')).status).toBe(200);
    expect((await replyTo(anon.data.id, u.token, '可以的，我家就是木门')).status).toBe(200);
    expect((await replyTo(open.data.id, u.token, '同款，确实好用')).status).toBe(200);

    const one = await ctx.call<TReview>(R.selectOne.path, { id: anon.data.id });
    expect(one.data.replies.map((r) => [r.userName, r.avatar])).toEqual([
      [`${v.username[0]}***${v.username.at(-1)}`, ''],
      ['匿名用户', ''],
    ]);
    const list = await ctx.call<TReview[]>(R.query.path, { productId: p2.productId });
    const inList = list.data.find((r) => r.id === anon.data.id);
    expect(inList?.replies[1]).toMatchObject({ userName: '匿名用户', avatar: '' });
    // Under someone else's review they write under their masked name, with their avatar.
    const other = list.data.find((r) => r.id === open.data.id);
    expect(other?.replies[0]).toMatchObject({ userName: `${u.username[0]}***${u.username.at(-1)}`, avatar: icon });
    // No answer carries a login name; the anonymous thread does not carry the reviewer's avatar either.
    for (const answer of [one, list]) {
      expect(JSON.stringify(answer)).not.toContain(u.username);
      expect(JSON.stringify(answer)).not.toContain(v.username);
    }
    expect(JSON.stringify(one)).not.toContain(icon);
  });

  it('threads buyer replies and one seller reply under a review, on the seller\u2019s own products only', async () => {
    const u = await buyer();
    const v = await buyer();
    const line = await receivedLine(u.token, p1);
    const saved = await ctx.call<{ id: number }>(SAVE, review(p1, line.orderDetailId), u.token);
    const id = saved.data.id;

    const reply = await ctx.call<{ id: number }>(
      SAVE,
      { productId: p1.productId, parentId: id, content: '请问支持指纹吗？' },
      v.token,
    );
    expect(reply.status).toBe(200);
    expect(await ctx.call(SAVE, { productId: p3.productId, parentId: id, content: '串台了' }, v.token)).toMatchObject({
      status: 404,
      code: 'REVIEW_NOT_FOUND',
    });
    expect(
      await ctx.call(SAVE, { productId: p1.productId, parentId: id, content: '长'.repeat(301) }, v.token),
    ).toMatchObject({ status: 407, msg: expect.stringContaining('data.content') });

    const sellerA = await a.login();
    const sellerB = await b.login();
    const SELLER = CALLS.sellerReview.reply.path;
    expect(await ctx.call(SELLER, { id, content: '感谢支持' }, sellerB)).toMatchObject({
      status: 404,
      code: 'REVIEW_NOT_FOUND',
    });
    expect(await ctx.call(SELLER, { id, content: '感谢支持' }, u.token)).toMatchObject({ status: 528 });
    expect(await ctx.call(SELLER, { id, content: '' }, sellerA)).toMatchObject({
      status: 407,
      msg: expect.stringContaining('data.content'),
    });
    expect((await ctx.call(SELLER, { id, content: '感谢您的支持，指纹功能已支持' }, sellerA)).status).toBe(200);
    expect(await ctx.call(SELLER, { id, content: '再回一次' }, sellerA)).toMatchObject({
      status: 531,
      code: 'REVIEW_ALREADY_REPLIED',
    });
    // A seller token is not a buyer's.
    expect(await ctx.call(SAVE, { productId: p1.productId, parentId: id, content: '商家' }, sellerA)).toMatchObject({
      status: 528,
    });

    const one = await ctx.call<TReview>(R.selectOne.path, { id });
    expect(one.data.replyCount).toBe(2);
    expect(one.data.replies.map((r) => [r.isSeller, r.content])).toEqual([
      [false, '请问支持指纹吗？'],
      [true, '感谢您的支持，指纹功能已支持'],
    ]);
    expect(one.data.replies[1]?.userName).toBe(`测试店铺${a.sellerId}`);
    expect(await ctx.call(R.selectOne.path, { id: 99_999_999 })).toMatchObject({
      status: 404,
      code: 'REVIEW_NOT_FOUND',
    });
    const listed = await ctx.call<TReview[]>(R.query.path, { productId: p1.productId });
    expect(listed.data.find((r) => r.id === id)?.replies).toHaveLength(2);
  });

  it('refuses a buyer\u2019s 31st reply within an hour', async () => {
    const u = await buyer();
    const line = await receivedLine(u.token, p2);
    const { id } = (await ctx.call<{ id: number }>(SAVE, review(p2, line.orderDetailId), u.token)).data;
    const v = await buyer();
    for (let i = 0; i < 30; i += 1) {
      const res = await ctx.call(SAVE, { productId: p2.productId, parentId: id, content: `第${i + 1}条回复` }, v.token);
      expect(res.status).toBe(200);
    }
    expect(await ctx.call(SAVE, { productId: p2.productId, parentId: id, content: '还想说' }, v.token)).toMatchObject({
      status: 429,
      code: 'REVIEW_REPLY_THROTTLED',
    });
    const one = await ctx.call<TReview>(R.selectOne.path, { id });
    expect(one.data.replyCount).toBe(30);
    expect(one.data.replies).toHaveLength(30);
    const listed = await ctx.call<TReview[]>(R.query.path, { productId: p2.productId });
    expect(listed.data.find((r) => r.id === id)?.replies).toHaveLength(10);
  });

  it('asks a buyer token of every buyer call and refuses a seller\u2019s', async () => {
    const sellerToken = await a.login();
    const calls: [string, unknown][] = [
      [SAVE, review(p1, 1)],
      [R.updateNum.path, { id: 1 }],
      [R.queryPool.path, {}],
      [R.selectOnePPC.path, { orderDetailId: 1 }],
    ];
    for (const [path, data] of calls) {
      expect((await ctx.call(path, data)).status, path).toBe(528);
      expect((await ctx.call(path, data, sellerToken)).status, path).toBe(528);
    }
    expect((await ctx.call(CALLS.sellerReview.reply.path, { id: 1, content: '你好' })).status).toBe(528);
    // The public reads need none.
    expect((await ctx.call(R.query.path, { productId: p1.productId })).status).toBe(200);
  });

  it('saves one review of a line when twenty are sent at once', async () => {
    const u = await buyer();
    const line = await receivedLine(u.token, p2);
    const before = await counters(p2.productId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ctx.call(SAVE, review(p2, line.orderDetailId), u.token)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.code === 'REVIEW_EXISTS')).toHaveLength(19);
    const after = await counters(p2.productId);
    expect(after.stored.review_count).toBe(before.stored.review_count + 1);
    expect(after.stored).toEqual(after.rows);
  });

  it('counts likes exactly under 50 concurrent likes and 50 concurrent toggles', async () => {
    const u = await buyer();
    const line = await receivedLine(u.token, p1);
    const { id } = (await ctx.call<{ id: number }>(SAVE, review(p1, line.orderDetailId), u.token)).data;
    const likers = await addBuyers(ctx.app.deps, 50);
    const liked = await Promise.all(likers.map((l) => ctx.call<TLikeResult>(R.updateNum.path, { id }, l.token)));
    expect(liked.every((r) => r.status === 200 && r.data.liked)).toBe(true);
    expect(Math.max(...liked.map((r) => r.data.likes))).toBe(50);

    const { db } = ctx.app.deps;
    const state = async () => {
      const row = await db
        .selectFrom('product_reviews')
        .select('like_count')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const rows = await db.selectFrom('review_likes').select('user_id').where('review_id', '=', id).execute();
      return { likes: Number(row.like_count), rows: rows.length };
    };
    expect(await state()).toEqual({ likes: 50, rows: 50 });

    // One buyer toggles 50 times at once: an even number of toggles leaves the like where it was.
    const toggler = likers[0]?.token as string;
    const toggles = await Promise.all(
      Array.from({ length: 50 }, () => ctx.call<TLikeResult>(R.updateNum.path, { id }, toggler)),
    );
    expect(toggles.every((r) => r.status === 200)).toBe(true);
    expect(toggles.filter((r) => r.data.liked)).toHaveLength(25);
    expect(await state()).toEqual({ likes: 50, rows: 50 });
  });
});

describeEachDb(
  'reviews with the response cache on',
  (ctx) => {
    it('clears the cached product detail when a review lands, so its count shows at once', async () => {
      const seller = await addSeller(ctx, [{ title: '智能灯泡', standards: [[2_990, 50]] }]);
      const product = seller.products[0] as TFixtureProduct;
      const u = await buyerWithAddress(ctx, { balance: 100 });
      const orderId = await receivedOrder(wireOf(ctx), {
        buyerToken: u.token,
        sellerToken: await seller.login(),
        productId: product.productId,
        standardId: product.standardIds[0] as number,
      });
      const order = await ctx.call<TOrderWithLogistics>(CALLS.order.selectSingleOrder1.path, { orderId }, u.token);
      const details = () => ctx.call<TProductDetail>(CALLS.catalogue.details.path, { id: product.productId });
      expect((await details()).data.ppcCount).toBe(0);
      const saved = await ctx.call(
        SAVE,
        {
          productId: product.productId,
          orderDetailId: order.data.order.orderDetailList[0]?.id,
          score: 1,
          content: '灯光偏黄，和描述不符',
        },
        u.token,
      );
      expect(saved.status).toBe(200);
      expect((await details()).data).toMatchObject({ ppcCount: 1, goodRate: 0, ppcImageCount: 0 });
    });
  },
  { CATALOGUE_CACHE_MS: '60000' },
);
