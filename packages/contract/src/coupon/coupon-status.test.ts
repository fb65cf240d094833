import { describe, expect, it } from 'vitest';
import { COUPON_STATUS, type TCouponStatus } from './coupon.rules.js';
import {
  COUPON_TRANSITIONS,
  couponStatusAt,
  nextCouponStatus,
  nextOfferState,
  OFFER_TRANSITIONS,
  offerStateAt,
  type TCouponAction,
  type TOfferAction,
} from './coupon-status.js';
import { SELLER_COUPON_STATES, type TSellerCouponState } from './seller-coupon.rules.js';

const _ = null;
const OFFER_ACTIONS: TOfferAction[] = ['claim', 'stop'];

/**
 * The offer machine written out by hand (DESIGN.md §2 coupons and seller coupons; the decisions
 * documented on OFFER_TRANSITIONS): row = the state its times give, column = action (OFFER_ACTIONS
 * order), cell = the state it leads to or _ (refused). Any edit of the table must be made here too.
 */
const OFFER_EXPECTED: Record<TSellerCouponState, (TSellerCouponState | null)[]> = {
  // columns: claim, stop
  upcoming: /* 未开始 */ [_, 'ended'],
  running: /* 进行中 */ ['running', 'ended'],
  ended: /* 已结束 */ [_, _],
};

describe('OFFER_TRANSITIONS', () => {
  it('has exactly the actions and states the matrix lists', () => {
    expect(Object.keys(OFFER_TRANSITIONS).sort()).toEqual([...OFFER_ACTIONS].sort());
    expect([...SELLER_COUPON_STATES].sort()).toEqual(['ended', 'running', 'upcoming']);
  });

  for (const from of SELLER_COUPON_STATES) {
    for (const [i, action] of OFFER_ACTIONS.entries()) {
      const expected = OFFER_EXPECTED[from][i];
      it(`${action} from ${from} → ${expected ?? 'refused'}`, () => {
        expect(nextOfferState(from, action)).toBe(expected);
      });
    }
  }
});

const COUPON_ACTIONS: TCouponAction[] = ['use', 'release'];

/**
 * A buyer's coupon by hand: row = the state shown (2 已过期 = stored 0 past its end), column = action
 * (COUPON_ACTIONS order), cell = the stored state it leads to or _ (refused).
 */
const COUPON_EXPECTED: Record<TCouponStatus, (TCouponStatus | null)[]> = {
  // columns: use, release
  0: /* 未使用 */ [1, _],
  1: /* 已使用 */ [_, 0],
  2: /* 已过期 */ [_, _],
};

describe('COUPON_TRANSITIONS', () => {
  it('has exactly the actions and states the matrix lists', () => {
    expect(Object.keys(COUPON_TRANSITIONS).sort()).toEqual([...COUPON_ACTIONS].sort());
    expect(Object.values(COUPON_STATUS).sort()).toEqual([0, 1, 2]);
  });

  it('never leads to 2 已过期: it is derived, never stored', () => {
    for (const t of Object.values(COUPON_TRANSITIONS)) expect(t.to).not.toBe(COUPON_STATUS.EXPIRED);
  });

  for (const from of Object.values(COUPON_STATUS)) {
    for (const [i, action] of COUPON_ACTIONS.entries()) {
      const expected = COUPON_EXPECTED[from][i];
      it(`${action} from ${from} → ${expected ?? 'refused'}`, () => {
        expect(nextCouponStatus(from, action)).toBe(expected);
      });
    }
  }
});

describe('couponStatusAt', () => {
  const now = 1_000_000;
  it('reads 已使用 as stored, whatever its end', () => {
    expect(couponStatusAt(1, now - 1, now)).toBe(1);
    expect(couponStatusAt(1, now + 1, now)).toBe(1);
  });
  it('reads an unused one 已过期 from its end on, 未使用 before', () => {
    expect(couponStatusAt(0, now + 1, now)).toBe(0);
    expect(couponStatusAt(0, now, now)).toBe(2);
    expect(couponStatusAt(0, now - 1, now)).toBe(2);
  });
});

describe('offerStateAt', () => {
  const now = 1_000_000;
  it('reads the times of an offer not stopped: 未开始, 进行中, then 已结束 from its end', () => {
    expect(offerStateAt({ startsAt: now + 1, endsAt: now + 10, stoppedAt: null }, now)).toBe('upcoming');
    expect(offerStateAt({ startsAt: now, endsAt: now + 1, stoppedAt: null }, now)).toBe('running');
    expect(offerStateAt({ startsAt: now - 10, endsAt: now, stoppedAt: null }, now)).toBe('ended');
  });
  it('reads a stopped offer 已结束 even when this clock is behind the stop', () => {
    expect(offerStateAt({ startsAt: now - 10, endsAt: now + 5, stoppedAt: now + 5 }, now)).toBe('ended');
    expect(offerStateAt({ startsAt: now + 1, endsAt: now + 5, stoppedAt: now + 5 }, now)).toBe('ended');
  });
});
