import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { ZCouponOffer, ZNewId, ZUserCoupon } from './coupon.responses.js';
import type { TCouponOffer, TUserCoupon } from './coupon.types.js';

/** At most this many coupons on one checkout (one per seller order). */
export const MAX_ORDER_COUPONS = 20;

/** The coupons of a checkout: `couponId` (DESIGN.md §2) and/or `couponIds`, at most one per seller order. */
export const zOrderCoupons = {
  couponId: zId.optional(),
  couponIds: z.array(zId).max(MAX_ORDER_COUPONS, `最多使用${MAX_ORDER_COUPONS}张优惠券`).optional(),
};

/** Coupons (优惠券, DESIGN.md §2): the coupon centre and the buyer's coupons. */
export const couponCalls = {
  /**
   * Offers on offer now (claimable, not past their end), newest first, with `total`. Public:
   * a buyer token, when valid, fills each offer's `claimedByMe`; a guest (no, a bad or a seller token) gets null.
   */
  query: defineCall({
    path: '/order/coupon/query.json',
    request: zOptionalPayload(z.object({ page: zPage, limit: zLimit(20) })),
    response: answer<TCouponOffer[]>()(z.array(ZCouponOffer)),
    paged: true,
    title: '领券中心',
  }),
  /** Claims one coupon of an offer (`couponId` is the offer's id) → the buyer's coupon `{id}`. */
  claim: defineCall({
    path: '/order/coupon/claim.json',
    request: z.object({ couponId: zId }),
    auth: 'user',
    response: answer<{ id: number }>()(ZNewId),
    title: '领取优惠券',
  }),
  /** The buyer's coupons; `status` 0 未使用 (soonest to expire first), 1 已使用, 2 已过期 (newest first); none: all. */
  mine: defineCall({
    path: '/order/coupon/mine.json',
    request: zOptionalPayload(z.object({ status: z.number().int().min(0).max(2).optional() })),
    auth: 'user',
    response: answer<TUserCoupon[]>()(z.array(ZUserCoupon)),
    title: '我的优惠券',
  }),
};
