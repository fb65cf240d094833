import { z } from 'zod';
import { OPERATOR_ONLY } from '../admin/admin.rules.js';
import { answer, defineCall } from '../common/call.js';
import { zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { ZNewId, ZSellerCouponOffer } from './coupon.responses.js';
import type { TSellerCouponOffer } from './coupon.types.js';
import { ZSellerCouponInput } from './seller-coupon.calls.js';
import { SELLER_COUPON_STATES, type TSellerCouponState } from './seller-coupon.rules.js';

/**
 * Platform coupons (全平台通用, DESIGN.md §A `coupon`): offers usable at every shop, whose discount the
 * platform bears (the seller's order keeps its full amount in its settlement). The form is the
 * seller's; the scope is always `platform`.
 */
export const adminCouponCalls = {
  /** Platform offers newest first, with `total`; `state` filters 未开始 / 进行中 / 已结束. */
  list: defineCall({
    path: '/admin/api/coupon/list.json',
    request: zOptionalPayload(
      z.object({
        page: zPage,
        limit: zLimit(),
        state: z
          .enum(SELLER_COUPON_STATES as [TSellerCouponState, ...TSellerCouponState[]], { error: '状态不正确' })
          .optional(),
      }),
    ),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    paged: true,
    response: answer<TSellerCouponOffer[]>()(z.array(ZSellerCouponOffer)),
    title: '平台优惠券列表',
  }),
  add: defineCall({
    path: '/admin/api/coupon/add.json',
    request: ZSellerCouponInput,
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<{ id: number }>()(ZNewId),
    title: '新建平台优惠券',
  }),
  /** Ends claiming now; coupons already claimed stay valid until their own expiry. */
  stop: defineCall({
    path: '/admin/api/coupon/stop.json',
    request: z.object({ id: zId }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '结束发放平台优惠券',
  }),
};
