import { z } from 'zod';
import { COUPON_STATUS } from './coupon.rules.js';

/*
 * What the coupon calls answer, as zod schemas of the types in coupon.types.ts; `answer<T>()` in the
 * calls holds each to its type. Money in yuan, times epoch ms.
 */

const terms = {
  name: z.string(),
  scope: z.enum(['platform', 'shop', 'category']),
  scopeText: z.string(),
  sellerId: z.number().int().nullable(),
  shopName: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  categoryIds: z.array(z.number().int()).nullable(),
  kind: z.enum(['amount', 'percent']),
  threshold: z.number().min(0),
  amount: z.number().min(0).nullable(),
  percentOff: z.number().min(0).max(100).nullable(),
  maxOff: z.number().min(0).nullable(),
  termsText: z.string(),
  thresholdText: z.string(),
};

const offer = {
  ...terms,
  id: z.number().int(),
  startsAt: z.number(),
  endsAt: z.number(),
  validDays: z.number().int().nullable(),
  perUserLimit: z.number().int().min(0),
  total: z.number().int().min(0),
  claimed: z.number().int().min(0),
  remaining: z.number().int().min(0),
};

/** An offer of the coupon centre (TCouponOffer). */
export const ZCouponOffer = z.strictObject({ ...offer, claimedByMe: z.number().int().min(0).nullable() });

/** A coupon the buyer holds (TUserCoupon). */
export const ZUserCoupon = z.strictObject({
  ...terms,
  id: z.number().int(),
  offerId: z.number().int(),
  status: z.union([z.literal(COUPON_STATUS.UNUSED), z.literal(COUPON_STATUS.USED), z.literal(COUPON_STATUS.EXPIRED)]),
  statusText: z.string(),
  claimedAt: z.number(),
  expiresAt: z.number(),
  usedAt: z.number().nullable(),
  orderId: z.number().int().nullable(),
});

/** One of the seller's shop offers (TSellerCouponOffer). */
export const ZSellerCouponOffer = z.strictObject({
  ...offer,
  used: z.number().int().min(0),
  state: z.enum(['upcoming', 'running', 'ended']),
  stateText: z.string(),
  stoppedAt: z.number().nullable(),
  createdAt: z.number(),
});

/** A new object's id (a claimed coupon, a new offer). */
export const ZNewId = z.strictObject({ id: z.number().int() });
