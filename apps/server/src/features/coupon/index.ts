import type { TFeature } from '../../plugins/feature.js';
import { couponPersonalData } from './coupon.personal-data.js';
import { couponRoutes } from './coupon.routes.js';
import { couponReminderJob } from './coupon-jobs.js';

/** Coupons (优惠券): the coupon centre, the buyer's coupons and their expiry reminder (DESIGN.md §2). */
export const couponFeature: TFeature = {
  name: 'coupon',
  routes: couponRoutes,
  personalData: couponPersonalData,
  jobs: [couponReminderJob],
};
