import { CALLS } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addOffer, couponRow } from '../../test/coupon-fixtures.js';
import { addBuyers, addSeller, stockOf, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { listenLocal, post, type THttpAnswer, tally } from '../../test/http-server.js';

const C = CALLS.coupon;
const O = CALLS.order;

function expectNoServerErrors(answers: THttpAnswer[]) {
  const bad = answers.filter((a) => a.http !== 200 || a.status >= 500);
  expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
}

/**
 * Races of the coupon writes through the real HTTP server, on SQLite and PostgreSQL: a coupon is used
 * by one order whatever races it; claims never pass the per-buyer limit nor the total.
 */
describeEachDb(
  'coupon races over HTTP',
  (ctx) => {
    let base: string;
    let seller: TFixtureSeller;
    const db = () => ctx.app.deps.db;

    beforeAll(async () => {
      base = await listenLocal(ctx.app);
      seller = await addSeller(ctx, [{ title: '智能门锁', standards: [[10_000, 1000]] }]);
    });

    it('6 concurrent orders using one coupon: exactly one wins, the others 409 COUPON_UNAVAILABLE and reserve no stock', async () => {
      const [b] = await addBuyers(ctx.app.deps, 1);
      if (!b) throw new Error('no buyer');
      const offerId = await addOffer(ctx, { thresholdFen: 0, amountFen: 2_000 });
      const claimed = await post<{ id: number }>(base, C.claim.path, { couponId: offerId }, b.token);
      const couponId = claimed.data.id;
      const productId = seller.products[0]!.productId;
      const standardId = seller.products[0]!.standardIds[0]!;
      const stock0 = await stockOf(ctx, standardId);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          post<{ orderIds: number[] }>(
            base,
            O.addOrderFromDetail.path,
            { productId, standardId, number: 2, addressId: b.address.id, couponId },
            b.token,
          ),
        ),
      );
      expectNoServerErrors(answers);
      expect(tally(answers)).toEqual({ 200: 1, 409: 5 });
      for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('COUPON_UNAVAILABLE');
      const won = answers.find((a) => a.status === 200)!.data.orderIds[0];
      expect(await couponRow(ctx, couponId)).toMatchObject({ status: 1, order_id: won });
      expect(await stockOf(ctx, standardId)).toBe(stock0 - 2);
      const orders = await db().selectFrom('orders').selectAll().where('user_id', '=', b.userId).execute();
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ coupon_id: couponId, total_fen: 18_000 });
      expect(Number(orders[0]!.discount_fen)).toBe(2_000);
    });

    it('12 buyers racing for the last 3 coupons: 3 claims, 9 × 409 COUPON_SOLD_OUT, never more than the total', async () => {
      const buyers = await addBuyers(ctx.app.deps, 12);
      const offerId = await addOffer(ctx, { total: 10, claimed: 7 });
      const answers = await Promise.all(
        buyers.map((b) => post<{ id: number }>(base, C.claim.path, { couponId: offerId }, b.token)),
      );
      expectNoServerErrors(answers);
      expect(tally(answers)).toEqual({ 200: 3, 409: 9 });
      for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('COUPON_SOLD_OUT');
      const offer = await db()
        .selectFrom('coupon_offers')
        .selectAll()
        .where('id', '=', offerId)
        .executeTakeFirstOrThrow();
      expect(offer.claimed).toBe(10);
      const held = await db().selectFrom('user_coupons').select('id').where('offer_id', '=', offerId).execute();
      expect(held).toHaveLength(3);
    });

    it('one buyer claiming 8 times at once keeps to the per-buyer limit of 2', async () => {
      const [b] = await addBuyers(ctx.app.deps, 1);
      if (!b) throw new Error('no buyer');
      const offerId = await addOffer(ctx, { perUserLimit: 2, total: 100 });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post<{ id: number }>(base, C.claim.path, { couponId: offerId }, b.token)),
      );
      expectNoServerErrors(answers);
      expect(tally(answers)).toEqual({ 200: 2, 409: 6 });
      for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('COUPON_LIMIT_REACHED');
      const offer = await db()
        .selectFrom('coupon_offers')
        .selectAll()
        .where('id', '=', offerId)
        .executeTakeFirstOrThrow();
      expect(offer.claimed).toBe(2);
    });

    it('a cancel racing an order that wants the coupon back: the coupon ends on at most one live order', async () => {
      const [b] = await addBuyers(ctx.app.deps, 1);
      if (!b) throw new Error('no buyer');
      const offerId = await addOffer(ctx, { thresholdFen: 0, amountFen: 1_000 });
      const couponId = (await post<{ id: number }>(base, C.claim.path, { couponId: offerId }, b.token)).data.id;
      const productId = seller.products[0]!.productId;
      const standardId = seller.products[0]!.standardIds[0]!;
      const body = { productId, standardId, number: 1, addressId: b.address.id, couponId };
      const first = await post<{ orderIds: number[] }>(base, O.addOrderFromDetail.path, body, b.token);
      const firstId = first.data.orderIds[0]!;
      const [cancel, ...orders] = await Promise.all([
        post(base, O.cancelOrder.path, { orderId: firstId }, b.token),
        ...Array.from({ length: 4 }, () =>
          post<{ orderIds: number[] }>(base, O.addOrderFromDetail.path, body, b.token),
        ),
      ]);
      expectNoServerErrors([cancel!, ...orders]);
      expect(cancel!.status).toBe(200);
      expect(orders.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
      const live = await db()
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', b.userId)
        .where('status', '=', 0)
        .where('coupon_id', '=', couponId)
        .execute();
      const row = await couponRow(ctx, couponId);
      expect(live.length).toBeLessThanOrEqual(1);
      if (live.length === 1) expect(row).toMatchObject({ status: 1, order_id: live[0]!.id });
      else expect(row).toMatchObject({ status: 0, order_id: null });
    });
  },
  { MAX_UNPAID_ORDERS: '1000' },
);
