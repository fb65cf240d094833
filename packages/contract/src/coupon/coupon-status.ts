import { COUPON_STATUS, type TCouponStatus } from './coupon.rules.js';
import { sellerCouponState, type TSellerCouponState } from './seller-coupon.rules.js';

/**
 * Coupon transitions (DESIGN.md §2 coupons, seller coupons): action → the states it may start from →
 * the state it leads to. The one place that says what an offer or a buyer's coupon may do next; the
 * server's guarded writes take their `where` from here (coupon.repository.ts `offerIn`, `couponIn`),
 * as orders do with ORDER_TRANSITIONS. Exported from '@mall/contract' only (no page needs them).
 *
 * An offer's state is never stored: it is read from its times (`sellerCouponState`): 未开始 before
 * `starts_at`, 进行中 until `ends_at`, 已结束 from `ends_at` or once stopped (`stopped_at`; a stop also
 * sets `ends_at` to its time, so a stopped offer reads 已结束 by its times alone). So `from` means
 * times: running = `starts_at ≤ now < ends_at` and not stopped; upcoming = `now < starts_at`, not
 * stopped; ended = `ends_at ≤ now` or stopped. `'same'`: the action is allowed there and keeps the state.
 *
 * Decisions the design left open, fixed here:
 * - Creating an offer is not a transition (an operator's or a seller's `add`); nor is the demo's grant
 *   (`grantCoupon`), which takes one coupon whatever the window, for the seeded shopper only.
 * - `claim` keeps an offer 进行中 (its last coupon taken, it is sold out, not ended: `claimed < total` is
 *   a column, not a state).
 * - `stop` ends an upcoming offer too; an ended one (past its end or stopped) refuses it.
 */
export type TOfferAction = 'claim' | 'stop';

export const OFFER_TRANSITIONS: Record<TOfferAction, { from: TSellerCouponState[]; to: TSellerCouponState | 'same' }> =
  {
    claim: { from: ['running'], to: 'same' },
    stop: { from: ['upcoming', 'running'], to: 'ended' },
  };

/** The state `action` leads an offer to from `from` (`from` itself when it keeps it), or null when refused. */
export function nextOfferState(from: TSellerCouponState, action: TOfferAction): TSellerCouponState | null {
  const t = OFFER_TRANSITIONS[action];
  if (!t.from.includes(from)) return null;
  return t.to === 'same' ? from : t.to;
}

/**
 * An offer's state at `now` as the guards read it: a stopped one has ended whatever the clock of the
 * instance asking (its `endsAt` is the stop's time on another instance's clock), else its times say.
 */
export function offerStateAt(
  o: { startsAt: number; endsAt: number; stoppedAt: number | null },
  now = Date.now(),
): TSellerCouponState {
  if (o.stoppedAt !== null) return 'ended';
  return sellerCouponState(o, now);
}

/**
 * A buyer's coupon: stored 0 未使用 or 1 已使用; 2 已过期 is never stored: it is 0 past `expires_at`. A
 * guard "from 0" means "stored 0 and not expired", "from 2" "stored 0 and expired"; every `to` is a
 * stored state. A claim creates it at 0 (not a transition); the expiry reminder moves no state.
 *
 * Decisions fixed here: `use` (an order takes it) only from 未使用; `release` (its unpaid order
 * cancelled) from 已使用 back to 0 with its expiry untouched, so one past its end reads 已过期 at once;
 * an expired coupon is never used again, nor released (it was never used).
 */
export type TCouponAction = 'use' | 'release';

/** The states a buyer's coupon is stored in (2 已过期 is derived). */
export type TStoredCouponStatus = Exclude<TCouponStatus, typeof COUPON_STATUS.EXPIRED>;

export const COUPON_TRANSITIONS: Record<TCouponAction, { from: TCouponStatus[]; to: TStoredCouponStatus }> = {
  use: { from: [COUPON_STATUS.UNUSED], to: COUPON_STATUS.USED },
  release: { from: [COUPON_STATUS.USED], to: COUPON_STATUS.UNUSED },
};

/** The stored state `action` leads a coupon shown as `from` to, or null when the action is not allowed there. */
export function nextCouponStatus(from: TCouponStatus, action: TCouponAction): TStoredCouponStatus | null {
  const t = COUPON_TRANSITIONS[action];
  return t.from.includes(from) ? t.to : null;
}

/** A buyer's coupon as shown: 已使用 as stored, an unused one 已过期 from `expiresAt` on. */
export function couponStatusAt(stored: number, expiresAt: number, now = Date.now()): TCouponStatus {
  if (stored === COUPON_STATUS.USED) return COUPON_STATUS.USED;
  return expiresAt <= now ? COUPON_STATUS.EXPIRED : COUPON_STATUS.UNUSED;
}
