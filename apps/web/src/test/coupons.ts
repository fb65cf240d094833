import type { TCouponOffer, TUserCoupon } from '@mall/contract';

const DAY = 86_400_000;
/** 2026-11-26 12:00 China time: the clock of the coupon tests. */
export const COUPON_NOW = Date.UTC(2026, 10, 26, 4, 0, 0);

/** The terms every fixture coupon and offer shares: a platform 满100减10 named 券<id>. */
function platformTerms(id: number) {
  return {
    name: `券${id}`,
    scope: 'platform',
    scopeText: '全平台通用',
    sellerId: null,
    shopName: '',
    categoryId: null,
    categoryName: '',
    categoryIds: null,
    kind: 'amount',
    threshold: 100,
    amount: 10,
    percentOff: null,
    maxOff: null,
    termsText: '满100减10',
    thresholdText: '满100可用',
  } as const;
}

/** A buyer's coupon for component and unit tests: a platform 满100减10, unused, valid for 10 days. */
export function coupon(id: number, over: Partial<TUserCoupon> = {}): TUserCoupon {
  return {
    id,
    offerId: id,
    ...platformTerms(id),
    status: 0,
    statusText: '未使用',
    claimedAt: COUPON_NOW - DAY,
    expiresAt: COUPON_NOW + 10 * DAY,
    usedAt: null,
    orderId: null,
    ...over,
  };
}

/** An offer of the coupon centre: a platform 满100减10 with 10 of 100 left; `claimedByMe` null for a guest. */
export function offer(id: number, claimedByMe: number | null, over: Partial<TCouponOffer> = {}): TCouponOffer {
  return {
    id,
    ...platformTerms(id),
    startsAt: COUPON_NOW - DAY,
    endsAt: COUPON_NOW + 30 * DAY,
    validDays: null,
    perUserLimit: 1,
    total: 100,
    claimed: 90,
    remaining: 10,
    claimedByMe,
    ...over,
  };
}
