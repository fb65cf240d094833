import { z } from 'zod';
import { ZAddressFields } from '../address/address.calls.js';
import { MAX_LINE_NUMBER } from '../cart/cart.rules.js';
import { answer, defineCall } from '../common/call.js';
import { documentRule, noneOf, zEmpty, zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { zLogisticsCompany, zLogisticsNo } from '../order/order.calls.js';
import { zUploadedImageUrl } from '../upload/upload.calls.js';
import { ZReturnAddress, ZSellerProductReturn, ZServiceData } from './after-sales.responses.js';
import { RETURN_DESCRIPTION_MAX, RETURN_IMAGE_MAX, RETURN_REASONS } from './after-sales.rules.js';
import type { TReturnAddress, TSellerProductReturn, TServiceData } from './after-sales.types.js';
import { APPEAL_REASON_MAX } from './return-status.js';

/** An after-sales request of an order line: 1 仅退款, 2 退货退款, 3 换货; the reason is one of its type's. */
export const ZAddProductReturn = documentRule(
  z
    .object({
      orderId: zId,
      orderDetailId: zId,
      returnType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      number: z.number().int().min(1, '数量至少为1').max(MAX_LINE_NUMBER),
      reason: z.string().trim().min(1, '请选择售后原因').max(50),
      description: z
        .string()
        .trim()
        .max(RETURN_DESCRIPTION_MAX, `问题描述最多${RETURN_DESCRIPTION_MAX}个字`)
        .optional(),
      images: z.array(zUploadedImageUrl).max(RETURN_IMAGE_MAX, `最多上传${RETURN_IMAGE_MAX}张图片`).optional(),
      /** 换货 only: the standard (of the same product) the buyer wants instead; default the one bought. */
      exchangeStandardId: zId.optional(),
    })
    .superRefine((r, ctx) => {
      if (r.exchangeStandardId !== undefined && r.returnType !== 3) {
        ctx.addIssue({ code: 'custom', path: ['exchangeStandardId'], message: '只有换货可以选择换货规格' });
      }
      if (!RETURN_REASONS[r.returnType].includes(r.reason)) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: '请选择售后原因' });
      }
    }),
  // The same rule in the document: each 售后 type with its reasons, a spec only for 换货.
  {
    anyOf: ([1, 2, 3] as const).map((type) => ({
      properties: { returnType: { const: type }, reason: { enum: RETURN_REASONS[type] } },
      ...(type === 3 ? {} : noneOf(['exchangeStandardId'])),
    })),
  },
);
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
    response: answer<{ id: number }>()(z.strictObject({ id: z.number().int() })),
    title: '申请售后',
  }),
  /**
   * 申请平台介入 (DESIGN-OPERATE §A): the buyer appeals a rejected 仅退款 / 退货退款 request, once; the
   * platform's customer service decides (`adminAfterSales.decide`). Another buyer's request is 404.
   */
  appeal: defineCall({
    path: '/order/productRetuen/appeal.json',
    request: z.object({
      id: zId,
      reason: z
        .string()
        .trim()
        .min(1, '请填写申请平台介入的理由')
        .max(APPEAL_REASON_MAX, `理由最多${APPEAL_REASON_MAX}个字`),
    }),
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '申请平台介入',
  }),
  /** Withdraws a request under review or awaiting the goods (1, 2 → 5). */
  cancelApply: defineCall({
    path: '/order/productRetuen/cancelApply.json',
    request: zReturnId,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '撤销售后',
  }),
  /** The buyer's return parcel (2 → 3). */
  writeReturnLogsticsNo: defineCall({
    path: '/order/productRetuen/writeReturnLogsticsNo.json',
    request: ZReturnLogistics,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '填写退货物流',
  }),
  /** 换货: the buyer has the replacement (7 → 4); only the owner, only while 换货中. */
  confirmReplacement: defineCall({
    path: '/order/productRetuen/confirmReplacement.json',
    request: zReturnId,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '确认收到换货',
  }),
  /** The order's after-sales (spec §3 serviceData), one per order line, in line order. */
  selectSingle: defineCall({
    path: '/order/productRetuen/selectSingle.json',
    request: z.object({ orderId: zId }),
    auth: 'user',
    response: answer<TServiceData[]>()(z.array(ZServiceData)),
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
        status: z.number().int().min(1).max(7).optional(),
      }),
    ),
    auth: 'seller',
    response: answer<TSellerProductReturn[]>()(z.array(ZSellerProductReturn)),
    paged: true,
    title: '商家售后列表',
  }),
  /**
   * Approves a request under review: 仅退款 refunds at once (1 → 4), the others wait for the goods
   * (1 → 2) and name where they go back: `returnAddressId`, default the seller's default return address.
   */
  approve: defineCall({
    path: '/seller/api/productReturn/approve.json',
    request: z.object({ id: zId, returnAddressId: zId.optional() }),
    auth: 'seller',
    response: answer<null>()(z.null()),
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
    response: answer<null>()(z.null()),
    title: '拒绝售后',
  }),
  /** 退货退款: the goods came back; restocks and refunds (3 → 4). */
  receive: defineCall({
    path: '/seller/api/productReturn/receive.json',
    request: zReturnId,
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '确认收到退货',
  }),
  /** 换货: the goods came back and the replacement leaves with this parcel (3 → 7 换货中). */
  shipReplacement: defineCall({
    path: '/seller/api/productReturn/shipReplacement.json',
    request: z.object({ id: zId, logisticsCompany: zLogisticsCompany, logisticsNo: zLogisticsNo }),
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '发出换货',
  }),
};

const zReturnAddressId = z.object({ id: zId });

/** A seller's return addresses (退货地址, DESIGN-OPERATE §I): at most RETURN_ADDRESS_LIMIT, one default. */
export const sellerReturnAddressCalls = {
  /** The seller's return addresses, the default first. */
  list: defineCall({
    path: '/seller/api/returnAddress/list.json',
    request: zEmpty,
    auth: 'seller',
    response: answer<TReturnAddress[]>()(z.array(ZReturnAddress)),
    title: '退货地址列表',
  }),
  /** Adds one; the first becomes the default, as does one sent with isDefaultAddress 1. */
  add: defineCall({
    path: '/seller/api/returnAddress/add.json',
    request: ZAddressFields,
    auth: 'seller',
    response: answer<TReturnAddress>()(ZReturnAddress),
    title: '新增退货地址',
  }),
  update: defineCall({
    path: '/seller/api/returnAddress/update.json',
    request: z.intersection(ZAddressFields, z.object({ id: zId })),
    auth: 'seller',
    response: answer<TReturnAddress>()(ZReturnAddress),
    title: '修改退货地址',
  }),
  /** Removes one; removing the default promotes the newest remaining. */
  remove: defineCall({
    path: '/seller/api/returnAddress/remove.json',
    request: zReturnAddressId,
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '删除退货地址',
  }),
  setDefault: defineCall({
    path: '/seller/api/returnAddress/setDefault.json',
    request: zReturnAddressId,
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '设为默认退货地址',
  }),
};
