import { CALLS, type TCouponOffer, type TMessage, type TOrder, type TUserCoupon } from '@mall/contract';
import { expect, it } from 'vitest';
import { createSession } from '../../features/account/session.service.js';
import { describeEachDb } from '../../test/helper.js';
import { seedCoupons } from './coupon-seed.js';
import { DEMO_BUYER, seedDemo } from './seed.js';

describeEachDb('demo coupon seed', (ctx) => {
  it('opens the coupon centre and gives the demo buyer usable, expiring, used and expired coupons, once', async () => {
    expect(await seedDemo(ctx.app.deps)).toBe(true);
    const { db, config } = ctx.app.deps;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_BUYER.username)
      .executeTakeFirstOrThrow();
    const token = await createSession(db, { type: 'user', id: user.id }, config.TOKEN_TTL_HOURS);

    const centre = await ctx.call<TCouponOffer[]>(CALLS.coupon.query.path, { page: 1, limit: 50 }, token);
    expect(centre.status, centre.msg).toBe(200);
    expect(centre.total).toBeGreaterThanOrEqual(8);
    expect(centre.data[0]).toMatchObject({ scope: 'platform', termsText: '满299减30', claimedByMe: 1 });
    const scopes = new Set(centre.data.map((o) => o.scope));
    expect(scopes).toEqual(new Set(['platform', 'shop', 'category']));
    expect(centre.data.some((o) => o.kind === 'percent')).toBe(true);
    expect(centre.data.some((o) => o.remaining === 0)).toBe(true);
    expect(centre.data.some((o) => o.remaining > 0 && o.remaining <= 5)).toBe(true);
    expect(centre.data.every((o) => o.scope !== 'shop' || o.shopName !== '')).toBe(true);
    expect(centre.data.every((o) => o.scope !== 'category' || (o.categoryIds ?? []).length > 1)).toBe(true);

    const mine = async (status: number) =>
      (await ctx.call<TUserCoupon[]>(CALLS.coupon.mine.path, { status }, token)).data;
    const unused = await mine(0);
    expect(unused).toHaveLength(2);
    expect(unused[0]!.expiresAt - Date.now()).toBeLessThan(3 * 86_400_000);
    expect(unused[0]!.expiresAt - Date.now()).toBeGreaterThan(86_400_000);
    const [used] = await mine(1);
    expect(used?.orderId).not.toBeNull();
    const order = await ctx.call<{ order: TOrder }>(
      CALLS.order.selectSingleOrder1.path,
      { orderId: used?.orderId },
      token,
    );
    expect(order.data.order).toMatchObject({ status: 1, discount: 5, couponId: used?.id });
    expect(await mine(2)).toHaveLength(1);
    // The one ending in two days has already been reminded of.
    const messages = await ctx.call<TMessage[]>(CALLS.message.query.path, { page: 1, limit: 50 }, token);
    expect(messages.data.filter((m) => m.kind === 'couponExpiring')).toHaveLength(1);

    expect(await seedCoupons(ctx.app.deps, DEMO_BUYER.username)).toBe(false);
  });
});
