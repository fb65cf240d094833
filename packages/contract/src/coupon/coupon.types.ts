import type { TCouponKind, TCouponScope, TCouponStatus } from './coupon.rules.js';
import type { TSellerCouponState } from './seller-coupon.rules.js';

/** The terms an offer and every coupon claimed from it share. Money in yuan. */
export interface TCouponTermsWire {
  name: string;
  scope: TCouponScope;
  /** 全平台通用 / 店铺券 / 品类券. */
  scopeText: string;
  /** The shop's seller (scope 'shop'), else null. */
  sellerId: number | null;
  /** The shop's name (scope 'shop'), else ''. */
  shopName: string;
  /** The sys category (scope 'category'), else null. */
  categoryId: number | null;
  categoryName: string;
  /** The category and every category below it (scope 'category'), else null: what the rules match lines against. */
  categoryIds: number[] | null;
  kind: TCouponKind;
  /** The eligible goods must reach this (0: 无门槛). */
  threshold: number;
  /** 满减: yuan off. */
  amount: number | null;
  /** 折扣: percent off (15 = 8.5折). */
  percentOff: number | null;
  /** 折扣: the cap in yuan, or null. */
  maxOff: number | null;
  /** 满199减20 / 8.5折 最高减50. */
  termsText: string;
  /** 满199可用 / 无门槛. */
  thresholdText: string;
}

/** An offer of the coupon centre (领券中心). Times epoch ms. */
export interface TCouponOffer extends TCouponTermsWire {
  id: number;
  /** Claimable from … until (and, when `validDays` is null, the coupon's validity). */
  startsAt: number;
  endsAt: number;
  /** A claimed coupon is valid this many days from the claim; null: valid until `endsAt`. */
  validDays: number | null;
  /** How many one buyer may claim. */
  perUserLimit: number;
  total: number;
  claimed: number;
  /** total − claimed. */
  remaining: number;
  /** How many of it the caller holds (claimed, used or not); null for a guest (the centre is public). */
  claimedByMe: number | null;
}

/** A coupon the buyer holds. */
export interface TUserCoupon extends TCouponTermsWire {
  /** The buyer's coupon id (what `couponId` on an order names). */
  id: number;
  offerId: number;
  /** 0 未使用, 1 已使用, 2 已过期 (unused past `expiresAt`). */
  status: TCouponStatus;
  statusText: string;
  claimedAt: number;
  /** Usable until this moment (epoch ms). */
  expiresAt: number;
  usedAt: number | null;
  /** The order it was used on, else null. */
  orderId: number | null;
}

/** One of the seller's shop offers (workbench 营销 › 优惠券). Times epoch ms. */
export interface TSellerCouponOffer extends Omit<TCouponOffer, 'claimedByMe'> {
  /** Coupons of it used on orders (an order cancelled before payment gives its coupon back). */
  used: number;
  state: TSellerCouponState;
  /** 未开始 / 进行中 / 已结束. */
  stateText: string;
  /** When the seller stopped it (its `endsAt` moved to then), else null. */
  stoppedAt: number | null;
  createdAt: number;
}
