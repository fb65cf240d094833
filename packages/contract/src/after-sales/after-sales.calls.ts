import { z } from 'zod';
import { MAX_LINE_NUMBER } from '../cart/cart.rules.js';
import { defineCall, res } from '../common/call.js';
import { numeric, zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { zLogisticsCompany, zLogisticsNo } from '../order/order.calls.js';
import { zUploadedImageUrl } from '../upload/upload.calls.js';
import { RETURN_DESCRIPTION_MAX, RETURN_IMAGE_MAX, RETURN_REASONS } from './after-sales.rules.js';
import type { TSellerProductReturn, TServiceData } from './after-sales.types.js';

/** An after-sales request of an order line: 1 仅退款, 2 退货退款, 3 换货; the reason is one of its type's. */
export const ZAddProductReturn = z
  .object({
    orderId: zId,
    orderDetailId: zId,
    returnType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    number: z.number().int().min(1, '数量至少为1').max(MAX_LINE_NUMBER),
    reason: z.string().trim().min(1, '请选择售后原因').max(50),
    description: z.string().trim().max(RETURN_DESCRIPTION_MAX, `问题描述最多${RETURN_DESCRIPTION_MAX}个字`).optional(),
    images: z.array(zUploadedImageUrl).max(RETURN_IMAGE_MAX, `最多上传${RETURN_IMAGE_MAX}张图片`).optional(),
  })
  .superRefine((r, ctx) => {
    if (!RETURN_REASONS[r.returnType].includes(r.reason)) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: '请选择售后原因' });
    }
  });
export type TAddProductReturn = z.input<typeof ZAddProductReturn>;

/** The buyer's return parcel (退货退款, 换货 once approved). */
export const ZReturnLogistics = z.object({
  id: zId,
  logisticsCompany: zLogisticsCompany,
  logisticsNo: zLogisticsNo,
});
export type TReturnLogisticsInput = z.input<typeof ZReturnLogistics>;

const zReturnId = z.object({ id: zId });

export const afterSalesCalls = {
  /** Applies for after-sales on an order line; answers the request's id. */
  addProductReturn: defineCall({
    path: '/order/productRetuen/addProductReturn.json',
    request: ZAddProductReturn,
    auth: 'user',
    response: res<{ id: number }>(),
    title: '申请售后',
  }),
  /** Withdraws a request under review or awaiting the goods (1, 2 → 5). */
  cancelApply: defineCall({
    path: '/order/productRetuen/cancelApply.json',
    request: zReturnId,
    auth: 'user',
    response: res<null>(),
    title: '撤销售后',
  }),
  /** The buyer's return parcel (2 → 3). */
  writeReturnLogsticsNo: defineCall({
    path: '/order/productRetuen/writeReturnLogsticsNo.json',
    request: ZReturnLogistics,
    auth: 'user',
    response: res<null>(),
    title: '填写退货物流',
  }),
  /** The order's after-sales (spec §3 serviceData), one per order line, in line order. */
  selectSingle: defineCall({
    path: '/order/productRetuen/selectSingle.json',
    request: z.object({ orderId: zId }),
    auth: 'user',
    response: res<TServiceData[]>(),
    title: '售后详情',
  }),
};

/** Seller-side after-sales calls (DESIGN.md §2): requests on the seller's orders. */
export const sellerAfterSalesCalls = {
  /** The seller's requests, newest first, with `total`; `status` filters. */
  list: defineCall({
    path: '/seller/api/productReturn/list.json',
    request: zOptionalPayload(
      z.object({
        page: zPage,
        limit: zLimit(),
        status: numeric(z.number().int().min(1).max(6)).optional(),
      }),
    ),
    auth: 'seller',
    response: res<TSellerProductReturn[]>(),
    title: '商家售后列表',
  }),
  /** Approves a request under review: 仅退款 refunds at once (1 → 4), the others wait for the goods (1 → 2). */
  approve: defineCall({
    path: '/seller/api/productReturn/approve.json',
    request: zReturnId,
    auth: 'seller',
    response: res<null>(),
    title: '同意售后',
  }),
  /** Rejects a request under review with a reason (1 → 6). */
  reject: defineCall({
    path: '/seller/api/productReturn/reject.json',
    request: z.object({
      id: zId,
      reason: z.string().trim().min(2, '请填写拒绝原因').max(200, '拒绝原因最多200个字'),
    }),
    auth: 'seller',
    response: res<null>(),
    title: '拒绝售后',
  }),
  /** 退货退款: the goods came back; restocks and refunds (3 → 4). */
  receive: defineCall({
    path: '/seller/api/productReturn/receive.json',
    request: zReturnId,
    auth: 'seller',
    response: res<null>(),
    title: '确认收到退货',
  }),
  /** 换货: the goods came back and the replacement leaves with this parcel (3 → 4). */
  shipReplacement: defineCall({
    path: '/seller/api/productReturn/shipReplacement.json',
    request: z.object({ id: zId, logisticsCompany: zLogisticsCompany, logisticsNo: zLogisticsNo }),
    auth: 'seller',
    response: res<null>(),
    title: '发出换货',
  }),
};
