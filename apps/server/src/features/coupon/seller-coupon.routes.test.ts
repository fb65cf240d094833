import { CALLS, type TCouponOffer, type TSellerCouponOffer, type TUserCoupon } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addOffer, claim, couponRow } from '../../test/coupon-fixtures.js';
import { addBuyers, addSeller, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { listenLocal, post, tally } from '../../test/http-server.js';
import { claimCoupon } from './coupon.service.js';

const S = CALLS.sellerCoupon;
const C = CALLS.coupon;
const O = CALLS.order;
const DAY = 86_400_000;

/** A 满100减10 of the caller's shop, on offer now for 7 days, 100 of them, one per buyer. */
function input(over: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    name: '店铺满100减10',
    kind: 'amount',
    amount: 10,
    threshold: 100,
    total: 100,
    perUserLimit: 1,
    startsAt: now - 60_000,
    endsAt: now + 7 * DAY,
    ...over,
  };
}

describeEachDb('seller coupons (workbench)', (ctx) => {
  let shopA: TFixtureSeller;
  let shopB: TFixtureSeller;
  let tokenA: string;
  let tokenB: string;
  let base: string;
  const db = () => ctx.app.deps.db;

  async function buyer(): Promise<TQuickBuyer> {
    const [b] = await addBuyers(ctx.app.deps, 1);
    if (!b) throw new Error('no buyer');
    return b;
  }

  async function add(token: string, over: Record<string, unknown> = {}): Promise<number> {
    const res = await ctx.call<{ id: number }>(S.add.path, input(over), token);
    expect(res, JSON.stringify(res)).toMatchObject({ status: 200 });
    return res.data.id;
  }

  async function list(token: string, data: Record<string, unknown> = {}) {
    const res = await ctx.call<TSellerCouponOffer[]>(S.list.path, { page: 1, limit: 100, ...data }, token);
    expect(res.status).toBe(200);
    return res;
  }

  async function centre(token: string) {
    const res = await ctx.call<TCouponOffer[]>(C.query.path, { page: 1, limit: 100 }, token);
    expect(res.status).toBe(200);
    return res.data;
  }

  /** Buys A's lock (100.00) or B's lamp (150.00) at once with a coupon. */
  function order(b: TQuickBuyer, shop: TFixtureSeller, couponId: number) {
    const p = shop.products[0]!;
    return ctx.call<{ orderIds: number[] }>(
      O.addOrderFromDetail.path,
      { productId: p.productId, standardId: p.standardIds[0], number: 1, addressId: b.address.id, couponId },
      b.token,
    );
  }

  beforeAll(async () => {
    base = await listenLocal(ctx.app);
    shopA = await addSeller(ctx, [{ title: '智能门锁', standards: [[10_000, 1000]] }]);
    shopB = await addSeller(ctx, [{ title: '智能台灯', standards: [[15_000, 1000]] }]);
    [tokenA, tokenB] = await Promise.all([shopA.login(), shopB.login()]);
  });

  it('adds a shop offer the coupon centre shows with the shop’s name; it works on that shop’s order only', async () => {
    const id = await add(tokenA, { name: '门锁店满100减10' });
    const row = await db().selectFrom('coupon_offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ scope: 'shop', seller_id: shopA.sellerId, category_id: null, kind: 'amount' });
    expect(Number(row.amount_fen)).toBe(1_000);
    expect(Number(row.threshold_fen)).toBe(10_000);

    const b = await buyer();
    expect((await centre(b.token)).find((o) => o.id === id)).toMatchObject({
      name: '门锁店满100减10',
      scope: 'shop',
      scopeText: '店铺券',
      sellerId: shopA.sellerId,
      shopName: `测试店铺${shopA.sellerId}`,
      termsText: '满100减10',
      remaining: 100,
      claimedByMe: 0,
    });
    const couponId = await claim(ctx, b.token, id);
    // Another shop's order: not applicable, nothing used.
    expect(await order(b, shopB, couponId)).toMatchObject({ status: 409, code: 'COUPON_NOT_APPLICABLE' });
    const placed = await order(b, shopA, couponId);
    expect(placed.status).toBe(200);
    expect(await couponRow(ctx, couponId)).toMatchObject({ status: 1, order_id: placed.data.orderIds[0] });
    const o = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', placed.data.orderIds[0]!)
      .executeTakeFirstOrThrow();
    expect(Number(o.discount_fen)).toBe(1_000);
  });

  it('adds a 折扣 offer with a cap and validDays', async () => {
    const id = await add(tokenA, {
      name: '门锁店85折',
      kind: 'percent',
      amount: undefined,
      percentOff: 15,
      maxOff: 50,
      threshold: 0,
      validDays: 3,
    });
    const mine = (await list(tokenA)).data.find((o) => o.id === id);
    expect(mine).toMatchObject({
      kind: 'percent',
      percentOff: 15,
      maxOff: 50,
      amount: null,
      threshold: 0,
      termsText: '8.5折 最高减50',
      thresholdText: '无门槛',
      validDays: 3,
    });
  });

  it('lists the seller’s own offers newest first by state, with claimed, used and total', async () => {
    const seller = await addSeller(ctx, [{ title: '网关', standards: [[20_000, 100]] }]);
    const token = await seller.login();
    const now = Date.now();
    const running = await add(token, { name: '进行中的券', total: 5 });
    const upcoming = await add(token, { name: '未开始的券', startsAt: now + DAY, endsAt: now + 3 * DAY });
    const ended = await addOffer(ctx, {
      name: '已结束的券',
      scope: 'shop',
      sellerId: seller.sellerId,
      endsAt: now - 1000,
    });
    // A platform offer and another shop's never show.
    await addOffer(ctx, { name: '平台券' });
    await add(tokenB, { name: '别家的券' });
    const b1 = await buyer();
    const b2 = await buyer();
    const c1 = await claim(ctx, b1.token, running);
    await claim(ctx, b2.token, running);
    const p = seller.products[0]!;
    const placed = await ctx.call(
      O.addOrderFromDetail.path,
      { productId: p.productId, standardId: p.standardIds[0], number: 1, addressId: b1.address.id, couponId: c1 },
      b1.token,
    );
    expect(placed.status).toBe(200);

    const all = await list(token);
    expect(all.total).toBe(3);
    expect(all.data.map((o) => o.id)).toEqual([ended, upcoming, running]);
    expect(all.data[2]).toMatchObject({
      name: '进行中的券',
      state: 'running',
      stateText: '进行中',
      total: 5,
      claimed: 2,
      remaining: 3,
      used: 1,
      stoppedAt: null,
      shopName: `测试店铺${seller.sellerId}`,
    });
    expect(all.data[2]).not.toHaveProperty('claimedByMe');
    expect(all.data[1]).toMatchObject({ state: 'upcoming', stateText: '未开始', claimed: 0, used: 0 });
    expect(all.data[0]).toMatchObject({ state: 'ended', stateText: '已结束' });
    for (const [state, id] of [
      ['running', running],
      ['upcoming', upcoming],
      ['ended', ended],
    ] as const) {
      const r = await list(token, { state });
      expect(
        r.data.map((o) => o.id),
        state,
      ).toEqual([id]);
      expect(r.total).toBe(1);
    }
    const paged = await list(token, { page: 2, limit: 2 });
    expect(paged.data.map((o) => o.id)).toEqual([running]);
    expect(paged.total).toBe(3);
  });

  it('stops an offer: no more claims, a claimed coupon keeps its expiry and still works at checkout', async () => {
    const fixed = await add(tokenA, { name: '到期同活动', endsAt: Date.now() + 5 * DAY, perUserLimit: 2 });
    const days = await add(tokenA, { name: '领后7天', validDays: 7 });
    const b = await buyer();
    const c1 = await claim(ctx, b.token, fixed);
    const c2 = await claim(ctx, b.token, days);
    const [before1, before2] = [await couponRow(ctx, c1), await couponRow(ctx, c2)];

    const t0 = Date.now();
    expect(await ctx.call(S.stop.path, { id: fixed }, tokenA)).toMatchObject({ status: 200 });
    expect(await ctx.call(S.stop.path, { id: days }, tokenA)).toMatchObject({ status: 200 });
    const row = await db().selectFrom('coupon_offers').selectAll().where('id', '=', fixed).executeTakeFirstOrThrow();
    expect(Number(row.ends_at)).toBeGreaterThanOrEqual(t0);
    expect(Number(row.ends_at)).toBeLessThanOrEqual(Date.now());
    expect(Number(row.stopped_at)).toBe(Number(row.ends_at));

    // The centre no longer offers them; claiming is 404 as for any offer not on offer.
    const ids = (await centre(b.token)).map((o) => o.id);
    expect(ids).not.toContain(fixed);
    expect(ids).not.toContain(days);
    expect(await ctx.call(C.claim.path, { couponId: fixed }, b.token)).toMatchObject({
      status: 404,
      code: 'COUPON_OFFER_NOT_FOUND',
    });
    expect(await ctx.call(C.claim.path, { couponId: fixed }, (await buyer()).token)).toMatchObject({ status: 404 });
    // Claimed coupons keep the expiry fixed at their claim and stay 未使用.
    expect(Number((await couponRow(ctx, c1)).expires_at)).toBe(Number(before1.expires_at));
    expect(Number((await couponRow(ctx, c2)).expires_at)).toBe(Number(before2.expires_at));
    const unused = await ctx.call<TUserCoupon[]>(C.mine.path, { status: 0 }, b.token);
    expect(unused.data.map((c) => c.id).sort()).toEqual([c1, c2].sort());
    // The list shows it ended, stopped.
    const listed = (await list(tokenA, { state: 'ended' })).data.find((o) => o.id === fixed);
    expect(listed).toMatchObject({ state: 'ended', stoppedAt: Number(row.stopped_at), claimed: 1 });
    // …and the coupon still takes 10 off an order of the shop.
    const placed = await order(b, shopA, c1);
    expect(placed.status).toBe(200);
    expect(await couponRow(ctx, c1)).toMatchObject({ status: 1, order_id: placed.data.orderIds[0] });

    // Stopping again (or a naturally ended one): 409.
    expect(await ctx.call(S.stop.path, { id: fixed }, tokenA)).toMatchObject({
      status: 409,
      code: 'COUPON_OFFER_ENDED',
    });
    const over = await addOffer(ctx, { scope: 'shop', sellerId: shopA.sellerId, endsAt: Date.now() - 1 });
    expect(await ctx.call(S.stop.path, { id: over }, tokenA)).toMatchObject({
      status: 409,
      code: 'COUPON_OFFER_ENDED',
    });
  });

  it('stops an upcoming offer too', async () => {
    const id = await add(tokenA, { startsAt: Date.now() + DAY, endsAt: Date.now() + 2 * DAY });
    expect(await ctx.call(S.stop.path, { id }, tokenA)).toMatchObject({ status: 200 });
    expect((await list(tokenA, { state: 'ended' })).data.map((o) => o.id)).toContain(id);
    expect((await list(tokenA, { state: 'upcoming' })).data.map((o) => o.id)).not.toContain(id);
  });

  it('another seller’s offer: 404 on stop, absent from the list; platform and unknown ones 404', async () => {
    const id = await add(tokenA, { name: '甲店的券' });
    expect(await ctx.call(S.stop.path, { id }, tokenB)).toMatchObject({ status: 404, code: 'COUPON_OFFER_NOT_FOUND' });
    expect((await list(tokenB)).data.map((o) => o.id)).not.toContain(id);
    const platform = await addOffer(ctx);
    expect(await ctx.call(S.stop.path, { id: platform }, tokenA)).toMatchObject({
      status: 404,
      code: 'COUPON_OFFER_NOT_FOUND',
    });
    expect(await ctx.call(S.stop.path, { id: 999_999 }, tokenA)).toMatchObject({ status: 404 });
    // Still on offer.
    expect((await centre((await buyer()).token)).map((o) => o.id)).toContain(id);
  });

  it('a seller never issues for another shop nor another scope: extra fields are ignored', async () => {
    const res = await ctx.call<{ id: number }>(
      S.add.path,
      input({ scope: 'platform', sellerId: shopB.sellerId, categoryId: 1 }),
      tokenA,
    );
    expect(res.status).toBe(200);
    const row = await db()
      .selectFrom('coupon_offers')
      .selectAll()
      .where('id', '=', res.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ scope: 'shop', seller_id: shopA.sellerId, category_id: null });
  });

  it('roles never mix: seller calls want a seller token, buyer coupon calls a buyer token (528)', async () => {
    const b = await buyer();
    for (const path of [S.list.path, S.add.path, S.stop.path]) {
      expect((await ctx.call(path, { id: 1 })).status, path).toBe(528);
      expect((await ctx.call(path, { id: 1 }, b.token)).status, path).toBe(528);
    }
    for (const path of [C.claim.path, C.mine.path]) {
      expect((await ctx.call(path, { couponId: 1 }, tokenA)).status, path).toBe(528);
    }
    // The centre is public: a seller token is a guest there, without the caller's count.
    const centre = await ctx.call<TCouponOffer[]>(C.query.path, {}, tokenA);
    expect(centre.status).toBe(200);
    expect(centre.data.every((o) => o.claimedByMe === null)).toBe(true);
  });

  it('answers 407 naming the field', async () => {
    const cases: [string, unknown, string][] = [
      [S.add.path, input({ amount: undefined }), 'amount'],
      [S.add.path, input({ amount: 100 }), 'amount'],
      [S.add.path, input({ kind: 'percent', amount: undefined, percentOff: 100 }), 'percentOff'],
      [S.add.path, input({ endsAt: Date.now() - DAY }), 'endsAt'],
      [S.add.path, input({ endsAt: Date.now() + 200 * DAY }), 'endsAt'],
      [S.add.path, input({ total: 0 }), 'total'],
      [S.add.path, input({ perUserLimit: 11 }), 'perUserLimit'],
      [S.add.path, input({ name: '券' }), 'name'],
      [S.add.path, input({ validDays: 0 }), 'validDays'],
      [S.list.path, { state: 'paused' }, 'state'],
      [S.list.path, { limit: 0 }, 'limit'],
      [S.stop.path, {}, 'id'],
      [S.stop.path, { id: 'x' }, 'id'],
    ];
    for (const [path, data, field] of cases) {
      const res = await ctx.call(path, data, tokenA);
      expect(res.status, `${path} ${field}`).toBe(407);
      expect(res.msg, `${path} ${field}`).toContain(field);
    }
  });

  it('10 buyers racing for a seller offer of 3: exactly 3 claims, 7 × 409 COUPON_SOLD_OUT', async () => {
    const id = await add(tokenA, { name: '限量3张', total: 3 });
    const buyers = await addBuyers(ctx.app.deps, 10);
    const answers = await Promise.all(buyers.map((b) => post(base, C.claim.path, { couponId: id }, b.token)));
    expect(tally(answers)).toEqual({ 200: 3, 409: 7 });
    for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('COUPON_SOLD_OUT');
    const row = await db().selectFrom('coupon_offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.claimed).toBe(3);
    expect(await db().selectFrom('user_coupons').select('id').where('offer_id', '=', id).execute()).toHaveLength(3);
  });

  it('a stop racing claims: once the stop has answered, no claim gets in', async () => {
    const id = await add(tokenA, { name: '抢停', total: 1000 });
    const buyers = await addBuyers(ctx.app.deps, 30);
    let claimedAtStop = -1;
    const claims = buyers.map((b) => post(base, C.claim.path, { couponId: id }, b.token));
    const stop = post(base, S.stop.path, { id }, tokenA).then(async (a) => {
      const row = await db()
        .selectFrom('coupon_offers')
        .select('claimed')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      claimedAtStop = row.claimed;
      return a;
    });
    const [stopped, answers] = await Promise.all([stop, Promise.all(claims)]);
    expect(stopped.status).toBe(200);
    for (const a of answers) expect([200, 404]).toContain(a.status);
    const won = answers.filter((a) => a.status === 200).length;
    const row = await db().selectFrom('coupon_offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.claimed).toBe(won);
    expect(row.claimed).toBe(claimedAtStop);
    // Later claims are 404.
    const late = await addBuyers(ctx.app.deps, 3);
    const after = await Promise.all(late.map((b) => post(base, C.claim.path, { couponId: id }, b.token)));
    expect(tally(after)).toEqual({ 404: 3 });
  });

  it('a claim that took its clock before the stop cannot take a coupon after it', async () => {
    const id = await add(tokenA, { name: '慢请求' });
    const b = await buyer();
    const claimClock = Date.now() - 5_000;
    expect(await ctx.call(S.stop.path, { id }, tokenA)).toMatchObject({ status: 200 });
    // The claim's own clock says the offer is still on (ends_at = the stop's now > claimClock).
    await expect(claimCoupon(db(), b.userId, id, claimClock)).rejects.toMatchObject({ code: 'COUPON_OFFER_NOT_FOUND' });
    const row = await db().selectFrom('coupon_offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.claimed).toBe(0);
  });
});
