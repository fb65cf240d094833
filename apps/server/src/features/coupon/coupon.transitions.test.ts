import {
  CALLS,
  COUPON_STATUS,
  couponStatusAt,
  nextCouponStatus,
  nextOfferState,
  offerStateAt,
  SELLER_COUPON_STATES,
  type TCouponStatus,
  type TOfferAction,
  type TSellerCouponState,
} from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addOffer, couponRow } from '../../test/coupon-fixtures.js';
import { addBuyers, addSeller, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import * as repo from './coupon.repository.js';

const DAY = 86_400_000;

/**
 * The guarded writes agree with the transition tables on the real databases: for every state an
 * offer or a buyer's coupon can be in and every action, the write moves the row exactly when the
 * table allows it and leaves it untouched when the table refuses. The derived states are made by
 * their times: an offer's by starts/ends (and a stop), 已过期 by a past `expires_at`.
 */
describeEachDb('coupon guarded writes follow the transition tables', (ctx) => {
  const db = () => ctx.app.deps.db;
  let seller: TFixtureSeller;

  beforeAll(async () => {
    seller = await addSeller(ctx, [{ title: '智能门锁', standards: [[10_000, 1000]] }]);
  });

  /** A buyer of its own per test, so the unpaid orders it places stay far below MAX_UNPAID_ORDERS. */
  async function newBuyer(): Promise<TQuickBuyer> {
    const [b] = await addBuyers(ctx.app.deps, 1);
    if (!b) throw new Error('no buyer');
    return b;
  }

  /** An offer of the seller's shop in `state` (已结束: past its end, or stopped while its end is ahead). */
  async function offerIn(state: TSellerCouponState | 'stopped'): Promise<number> {
    const now = Date.now();
    const times = {
      upcoming: { startsAt: now + DAY, endsAt: now + 2 * DAY },
      running: { startsAt: now - DAY, endsAt: now + DAY },
      ended: { startsAt: now - 2 * DAY, endsAt: now - DAY },
      stopped: { startsAt: now - DAY, endsAt: now + DAY },
    }[state];
    const id = await addOffer(ctx, { scope: 'shop', sellerId: seller.sellerId, ...times });
    // A stop seen from an instance whose clock is behind the stopping one: its end still ahead.
    if (state === 'stopped')
      await db().updateTable('coupon_offers').set({ stopped_at: now }).where('id', '=', id).execute();
    return id;
  }

  function offerRow(id: number) {
    return db().selectFrom('coupon_offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  const offerWrites: Record<TOfferAction, (id: number, now: number) => Promise<boolean>> = {
    claim: (id, now) => repo.takeOne(db(), id, now),
    stop: (id, now) => repo.stopOffer(db(), { id, owner: { scope: 'shop', sellerId: seller.sellerId }, now }),
  };

  for (const state of [...SELLER_COUPON_STATES, 'stopped' as const]) {
    for (const [action, write] of Object.entries(offerWrites)) {
      const shown: TSellerCouponState = state === 'stopped' ? 'ended' : state;
      const expected = nextOfferState(shown, action as TOfferAction);
      it(`offer: ${action} from ${state} → ${expected ?? 'refused'}`, async () => {
        const id = await offerIn(state);
        const before = await offerRow(id);
        const now = Date.now();
        const toState = (r: typeof before) =>
          offerStateAt(
            {
              startsAt: Number(r.starts_at),
              endsAt: Number(r.ends_at),
              stoppedAt: r.stopped_at === null ? null : Number(r.stopped_at),
            },
            now,
          );
        expect(toState(before)).toBe(shown);
        expect(await write(id, now)).toBe(expected !== null);
        const after = await offerRow(id);
        if (expected === null) expect(after).toEqual(before);
        else expect(toState(after)).toBe(expected);
      });
    }
  }

  /** A coupon of the buyer shown as `state`, and a real order of the buyer (a used coupon sits on it). */
  async function couponIn(
    buyer: TQuickBuyer,
    state: TCouponStatus,
    offerId: number,
  ): Promise<{ id: number; orderId: number }> {
    const now = Date.now();
    const res = await ctx.call<{ orderIds: number[] }>(
      CALLS.order.addOrderFromDetail.path,
      {
        productId: seller.products[0]!.productId,
        standardId: seller.products[0]!.standardIds[0]!,
        number: 1,
        addressId: buyer.address.id,
      },
      buyer.token,
    );
    const orderId = res.data.orderIds[0]!;
    const used = state === COUPON_STATUS.USED;
    const row = await db()
      .insertInto('user_coupons')
      .values({
        offer_id: offerId,
        user_id: buyer.userId,
        status: used ? COUPON_STATUS.USED : COUPON_STATUS.UNUSED,
        claimed_at: now - DAY,
        expires_at: state === COUPON_STATUS.EXPIRED ? now - 1000 : now + DAY,
        order_id: used ? orderId : null,
        used_at: used ? now : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), orderId };
  }

  for (const state of Object.values(COUPON_STATUS)) {
    const expected = nextCouponStatus(state, 'use');
    it(`coupon: use from ${state} → ${expected ?? 'refused'}`, async () => {
      const buyer = await newBuyer();
      const offerId = await addOffer(ctx, { perUserLimit: 10 });
      const c = await couponIn(buyer, state, offerId);
      const before = await couponRow(ctx, c.id);
      const other = await couponIn(buyer, COUPON_STATUS.UNUSED, offerId);
      const moved = await repo.useCoupon(db(), {
        id: c.id,
        userId: buyer.userId,
        orderId: other.orderId,
        now: Date.now(),
      });
      expect(moved).toBe(expected !== null);
      const after = await couponRow(ctx, c.id);
      if (expected === null) expect(after).toEqual(before);
      else expect(after).toMatchObject({ status: expected, order_id: other.orderId });
    });
  }

  // A coupon is released by its order: only a used one has one. Whether its end passed or not, it
  // goes back to 0 with its expiry untouched (past it, it reads 已过期 at once).
  for (const pastEnd of [false, true]) {
    it(`coupon: release from 1 → 0${pastEnd ? ', shown 已过期' : ''}`, async () => {
      const c = await couponIn(await newBuyer(), COUPON_STATUS.USED, await addOffer(ctx));
      const expiresAt = pastEnd ? Date.now() - 1000 : Date.now() + DAY;
      await db().updateTable('user_coupons').set({ expires_at: expiresAt }).where('id', '=', c.id).execute();
      expect(nextCouponStatus(COUPON_STATUS.USED, 'release')).toBe(COUPON_STATUS.UNUSED);
      expect(await repo.releaseCouponOf(db(), c.orderId, Date.now())).toBe(1);
      const after = await couponRow(ctx, c.id);
      expect(after).toMatchObject({ status: COUPON_STATUS.UNUSED, order_id: null, used_at: null });
      expect(couponStatusAt(after.status, Number(after.expires_at))).toBe(
        pastEnd ? COUPON_STATUS.EXPIRED : COUPON_STATUS.UNUSED,
      );
      // A second release of the same order finds no used coupon: the table refuses release from 0 and 2.
      expect(await repo.releaseCouponOf(db(), c.orderId, Date.now())).toBe(0);
    });
  }
});
