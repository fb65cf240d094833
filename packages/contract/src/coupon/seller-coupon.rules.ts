/**
 * Shop coupons the seller issues in the workbench (DESIGN.md §2 "seller coupons (decided with issue
 * 17)"): the limits of the form and the offer's states. Zod-free: the workbench takes them from
 * `@mall/contract/seller-wire`.
 */

/** 未开始 (claimable later), 进行中 (claimable now), 已结束 (past its end, or stopped by the seller). */
export type TSellerCouponState = 'upcoming' | 'running' | 'ended';
export const SELLER_COUPON_STATES: readonly TSellerCouponState[] = ['running', 'upcoming', 'ended'];
export const SELLER_COUPON_STATE_TEXT: Record<TSellerCouponState, string> = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
};

export const SELLER_COUPON_NAME_MIN = 2;
export const SELLER_COUPON_NAME_MAX = 20;
/** Most coupons one offer may hand out. */
export const SELLER_COUPON_TOTAL_MAX = 100_000;
/** Most coupons of one offer one buyer may hold. */
export const SELLER_COUPON_PER_USER_MAX = 10;
/** An offer ends within this many days from its creation. */
export const SELLER_COUPON_MAX_DAYS = 180;
/** A claimed coupon is valid at most this many days after the claim. */
export const SELLER_COUPON_VALID_DAYS_MAX = 365;
/** Largest threshold, amount or cap in yuan. */
export const SELLER_COUPON_MONEY_MAX = 100_000;

/** The state of an offer at `now` (times epoch ms). */
export function sellerCouponState(o: { startsAt: number; endsAt: number }, now = Date.now()): TSellerCouponState {
  if (o.endsAt <= now) return 'ended';
  return o.startsAt > now ? 'upcoming' : 'running';
}
