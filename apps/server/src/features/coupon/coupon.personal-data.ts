import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { allCouponsOf } from './coupon.repository.js';

/** Coupons: exported; kept with a deleted account, since used ones are part of their orders' books. */
export const couponPersonalData: TPersonalData = {
  export: async ({ db }, userId) => ({
    coupons: exportRows(await allCouponsOf(db, userId), ['seller_id', 'category_id']),
  }),
};
