/**
 * Coupons' public face (what other features may use), kept free of antd: the query key other features'
 * mutations make stale and the refusal check. app/ pages reach in directly (settle-coupons, tickets).
 */
export { COUPON_QUERY_KEY } from './api/query-keys';
export { isCouponRefusal } from './coupon-view';
export { canStopCoupon, claimedPercent, claimPeriodText, couponValidityText } from './offer-view';
