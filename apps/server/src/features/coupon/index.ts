import type { TFeature } from '../../plugins/feature.js';
import { couponRoutes } from './coupon.routes.js';

/** Coupons (优惠券): the coupon centre and the buyer's coupons (DESIGN.md §2, issue 16). */
export const couponFeature: TFeature = { name: 'coupon', routes: couponRoutes };
