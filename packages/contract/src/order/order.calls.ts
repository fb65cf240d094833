import { z } from 'zod';
import { MAX_LINE_NUMBER } from '../cart/cart.calls.js';
import { answer, defineCall, res } from '../common/call.js';
import { zId, zOptionalPayload } from '../common/fields.js';
import { ORDER_PAGE_SIZE, zLimit, zPage } from '../common/pagination.js';
import { zOrderCoupons } from '../coupon/coupon.calls.js';
import { ZInvoice } from '../invoice/invoice.calls.js';
import { ZCashier, ZOrder, ZOrderIds, ZOrderWithLogistics, ZPayResult } from './order.responses.js';
import { LOGISTICS_NO_MSG, LOGISTICS_NO_RE, PAY_DEVICES, PAY_TYPES } from './order.rules.js';
import type { TCashier, TOrder, TOrderWithLogistics, TPayResult } from './order.types.js';

const zOrderId = z.object({ orderId: zId });
const zRemark = z.string().trim().max(200, '备注最多200个字').optional();

/** A logistics company's name (order shipping, after-sales parcels). */
export const zLogisticsCompany = z.string().trim().min(2, '请填写物流公司').max(30);
/** A parcel's tracking number. */
export const zLogisticsNo = z.string().trim().regex(LOGISTICS_NO_RE, LOGISTICS_NO_MSG);

export const orderCalls = {
  /** The buyer's orders, newest first, `page`/`limit` (default 5) with `total`; `status` filters. */
  selectOrders: defineCall({
    path: '/order/order/selectOrders.json',
    request: zOptionalPayload(
      z.object({
        page: zPage,
        limit: zLimit(ORDER_PAGE_SIZE),
        status: z.number().int().min(0).max(5).optional(),
      }),
    ),
    auth: 'user',
    response: answer<TOrder[]>()(z.array(ZOrder)),
    paged: true,
    title: '订单列表',
  }),
  selectSingleOrder1: defineCall({
    path: '/order/order/selectSingleOrder1.json',
    request: zOrderId,
    auth: 'user',
    response: answer<TOrderWithLogistics>()(ZOrderWithLogistics),
    title: '订单详情',
  }),
  /** The order with its logistics details (spec §3: orderDetail). */
  queryOrder: defineCall({
    path: '/order/order/queryOrder.json',
    request: zOrderId,
    auth: 'user',
    response: answer<TOrderWithLogistics>()(ZOrderWithLogistics),
    title: '订单物流',
  }),
  addOrder: defineCall({
    path: '/order/order/addOrder.json',
    request: z.object({
      cartIds: z.array(zId).min(1, '请选择要结算的商品').max(100),
      addressId: zId,
      remark: zRemark,
      ...zOrderCoupons,
      /** The invoice asked for; one per checkout, kept on each seller order it creates. */
      invoice: ZInvoice.optional(),
    }),
    auth: 'user',
    response: answer<{ orderIds: number[] }>()(ZOrderIds),
    title: '购物车下单',
  }),
  addOrderFromDetail: defineCall({
    path: '/order/order/addOrderFromDetail.json',
    request: z.object({
      productId: zId,
      standardId: zId,
      number: z.number().int().min(1, '数量至少为1').max(MAX_LINE_NUMBER),
      addressId: zId,
      remark: zRemark,
      ...zOrderCoupons,
      /** The invoice asked for; one per checkout, kept on each seller order it creates. */
      invoice: ZInvoice.optional(),
    }),
    auth: 'user',
    response: answer<{ orderIds: number[] }>()(ZOrderIds),
    title: '立即购买下单',
  }),
  pay: defineCall({
    path: '/order/pay/pay.json',
    request: z.object({
      orderIds: z.array(zId).min(1).max(50),
      payType: z.enum(PAY_TYPES),
      /** Which gateway page: a desktop's (default) or a phone's. */
      device: z.enum(PAY_DEVICES).optional(),
    }),
    auth: 'user',
    response: answer<TPayResult>()(ZPayResult),
    title: '支付订单',
  }),
  /**
   * The mall's cashier (合并支付): the orders of one checkout, each with its shop and status, and the
   * sum of those still unpaid. Another buyer's order (or an unknown id) in the set: 404.
   */
  cashier: defineCall({
    path: '/order/pay/cashier.json',
    request: z.object({ orderIds: z.array(zId).min(1).max(50) }),
    auth: 'user',
    response: answer<TCashier>()(ZCashier),
    title: '收银台',
  }),
  confirmReceipt: defineCall({
    path: '/order/order/confirmReceipt.json',
    request: zOrderId,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '确认收货',
  }),
  cancelOrder: defineCall({
    path: '/order/order/cancelOrder.json',
    request: zOrderId,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '取消订单',
  }),
  /** The order's goods as a .csv file with Chinese headers (UTF-8 with BOM, so Excel reads it). */
  exportProduct: defineCall({
    path: '/order/order/exportProduct.json',
    request: zOrderId,
    auth: 'user',
    kind: 'binary',
    fileType: 'text/csv',
    response: res<Blob>(),
    title: '导出订单商品',
  }),
};

const zSellerOrderKeyword = z.string().trim().max(30, '关键词最多30个字').optional();

/** Seller-side calls (DESIGN.md §3: the seller platform exists as API calls with the seller role). */
export const sellerOrderCalls = {
  /** The seller's orders, newest first; `status` filters. */
  list: defineCall({
    path: '/seller/api/order/list.json',
    request: zOptionalPayload(
      z.object({
        page: zPage,
        limit: zLimit(),
        status: z.number().int().min(0).max(5).optional(),
        /** An order number, or a word of a line's title. */
        keyword: zSellerOrderKeyword,
      }),
    ),
    auth: 'seller',
    response: answer<TOrder[]>()(z.array(ZOrder)),
    paged: true,
    title: '商家订单列表',
  }),
  /** Ships a paid order (1 → 2) with a logistics company and number. */
  ship: defineCall({
    path: '/seller/api/order/ship.json',
    request: z.object({
      orderId: zId,
      logisticsCompany: zLogisticsCompany,
      logisticsNo: zLogisticsNo,
    }),
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '订单发货',
  }),
  /** One of the seller's orders with its logistics; another seller's is 404. Contact masked until paid. */
  detail: defineCall({
    path: '/seller/api/order/detail.json',
    request: zOrderId,
    auth: 'seller',
    response: answer<TOrderWithLogistics>()(ZOrderWithLogistics),
    title: '商家订单详情',
  }),
  /** The seller's orders matching the list's filter as a .csv (one row per line, newest first, ≤ SELLER_EXPORT_MAX_ROWS orders). */
  export: defineCall({
    path: '/seller/api/order/export.json',
    request: zOptionalPayload(
      z.object({
        status: z.number().int().min(0).max(5).optional(),
        keyword: zSellerOrderKeyword,
      }),
    ),
    auth: 'seller',
    kind: 'binary',
    fileType: 'text/csv',
    response: res<Blob>(),
    title: '导出商家订单',
  }),
};
