import { CALLS, type TProductDetail, type TReview, type TReviewPoolItem } from '@mall/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createSession } from '../../features/account/session.service.js';
import { describeEachDb } from '../../test/helper.js';
import { DEMO_GIFT_YUAN, seedDemo } from './seed.js';

describeEachDb('demo review seed', (ctx) => {
  it('seeds reviews with pictures, replies and likes on about 60 % of the products, counters equal to rows, once', async () => {
    expect(await seedDemo(ctx.app.deps)).toBe(true);
    const { db } = ctx.app.deps;
    const count = async (table: 'product_reviews' | 'review_replies' | 'review_likes') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = {
      reviews: await count('product_reviews'),
      replies: await count('review_replies'),
      likes: await count('review_likes'),
    };
    const products = await db.selectFrom('products').select(['id', 'review_count']).execute();
    const reviewed = products.filter((p) => Number(p.review_count) > 0).length;
    expect(reviewed / products.length).toBeGreaterThan(0.45);
    expect(reviewed / products.length).toBeLessThan(0.75);
    expect(before.reviews).toBeGreaterThan(reviewed);
    expect(before.likes).toBeGreaterThan(0);

    // Every counter equals its rows.
    const off = await sql<{ id: number }>`
      select p.id from products p where
        p.review_count <> (select count(*) from product_reviews r where r.product_id = p.id and r.status = 1)
        or p.good_review_count <> (select count(*) from product_reviews r where r.product_id = p.id and r.status = 1 and r.score >= 4)
        or p.image_review_count <> (select count(*) from product_reviews r where r.product_id = p.id and r.status = 1 and r.has_image = 1)`.execute(
      db,
    );
    expect(off.rows).toEqual([]);
    const offReviews = await sql<{ id: number }>`
      select r.id from product_reviews r where
        r.like_count <> (select count(*) from review_likes l where l.review_id = r.id)
        or r.reply_count <> (select count(*) from review_replies x where x.review_id = r.id)`.execute(db);
    expect(offReviews.rows).toEqual([]);
    const sellerReplies = await db
      .selectFrom('review_replies')
      .select('id')
      .where('seller_id', 'is not', null)
      .execute();
    expect(sellerReplies.length).toBeGreaterThan(0);

    // A reviewed product shows its reviews, pictures and seller replies through the calls.
    const withImages = await db
      .selectFrom('products')
      .select('id')
      .where('image_review_count', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const list = await ctx.call<TReview[]>(CALLS.review.query.path, { productId: withImages.id, hasImage: 1 });
    expect(list.total).toBeGreaterThan(0);
    expect(list.data[0]?.images[0]).toMatch(/^\/catalogue\/review\/.+\.svg$/);
    const picture = await ctx.app.inject({ method: 'GET', url: `/img/86${list.data[0]?.images[0]}` });
    expect(picture.statusCode).toBe(200);
    const detail = await ctx.call<TProductDetail>(CALLS.catalogue.details.path, { id: withImages.id });
    expect(detail.data.ppcCount).toBeGreaterThan(0);
    expect(detail.data.goodRate).not.toBeNull();

    // The demo buyer has received lines awaiting a review (two from this seed, the rest from the
    // after-sales demo's received orders, none returned whole) and one reviewed; the wallet is its ledger.
    const demo = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const token = await createSession(db, { type: 'user', id: demo.id }, 1);
    const pool = await ctx.call<TReviewPoolItem[]>(CALLS.review.queryPool.path, {}, token);
    const awaiting = await db
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .leftJoin('product_reviews as r', 'r.order_item_id', 'oi.id')
      .select('oi.id')
      .where('o.user_id', '=', demo.id)
      .where('o.status', '=', 3)
      .where('r.id', 'is', null)
      .whereRef('oi.returned_num', '<', 'oi.number')
      .execute();
    expect(pool.total).toBe(awaiting.length);
    expect(pool.total).toBeGreaterThanOrEqual(2);
    const own = await db.selectFrom('product_reviews').select('id').where('user_id', '=', demo.id).execute();
    expect(own).toHaveLength(1);
    const account = await db
      .selectFrom('ai_coin_accounts')
      .select('balance_fen')
      .where('user_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    const ledger = await db.selectFrom('ai_coin_ledger').select('amount_fen').where('user_id', '=', demo.id).execute();
    expect(Number(account.balance_fen)).toBe(ledger.reduce((sum, e) => sum + Number(e.amount_fen), 0));
    expect(ledger.filter((e) => Number(e.amount_fen) === DEMO_GIFT_YUAN * 100).length).toBeGreaterThanOrEqual(1);
    // Reviewers cannot log in.
    expect((await ctx.call(CALLS.account.login.path, { username: 'reviewer01', password: '!' })).status).not.toBe(200);

    // Seeding again writes nothing.
    expect(await seedDemo(ctx.app.deps)).toBe(false);
    expect({
      reviews: await count('product_reviews'),
      replies: await count('review_replies'),
      likes: await count('review_likes'),
    }).toEqual(before);
    expect((await ctx.call(CALLS.review.queryPool.path, {}, token)).total).toBe(awaiting.length);
  }, 120_000);
});
