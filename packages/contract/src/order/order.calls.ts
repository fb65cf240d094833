import { z } from 'zod';
import { defineCall, res } from '../common/call.js';
import { zId } from '../common/fields.js';
import { ORDER_PAGE_SIZE, zLimit, zPage } from '../common/pagination.js';

const zOrderId = z.object({ orderId: zId });
const zRemark = z.string().trim().max(200).optional();

export const orderCalls = {
  selectOrders: defineCall({
    path: '/order/order/selectOrders.json',
    request: z.object({
      page: zPage,
      limit: zLimit(ORDER_PAGE_SIZE),
      status: z.number().int().min(0).max(5).optional(),
    }),
    auth: 'user',
    response: res<unknown>(),
    title: '订单列表',
  }),
  selectSingleOrder1: defineCall({
    path: '/order/order/selectSingleOrder1.json',
    request: zOrderId,
    auth: 'user',
    response: res<unknown>(),
    title: '订单详情',
  }),
  queryOrder: defineCall({
    path: '/order/order/queryOrder.json',
    request: zOrderId,
    auth: 'user',
    response: res<unknown>(),
    title: '订单物流',
  }),
  addOrder: defineCall({
    path: '/order/order/addOrder.json',
    request: z.object({
      cartIds: z.array(zId).min(1).max(100),
      addressId: zId,
      remark: zRemark,
      couponId: zId.optional(),
    }),
    auth: 'user',
    response: res<{ orderIds: number[] }>(),
    title: '购物车下单',
  }),
  addOrderFromDetail: defineCall({
    path: '/order/order/addOrderFromDetail.json',
    request: z.object({
      productId: zId,
      standardId: zId,
      number: z.number().int().min(1).max(9999),
      addressId: zId,
      remark: zRemark,
      couponId: zId.optional(),
    }),
    auth: 'user',
    response: res<{ orderIds: number[] }>(),
    title: '立即购买下单',
  }),
  pay: defineCall({
    path: '/order/pay/pay.json',
    request: z.object({ orderIds: z.array(zId).min(1).max(50), payType: z.enum(['aicoin', 'sandbox']) }),
    auth: 'user',
    response: res<{ payUrl?: string }>(),
    title: '支付订单',
  }),
  confirmReceipt: defineCall({
    path: '/order/order/confirmReceipt.json',
    request: zOrderId,
    auth: 'user',
    response: res<null>(),
    title: '确认收货',
  }),
  cancelOrder: defineCall({
    path: '/order/order/cancelOrder.json',
    request: zOrderId,
    auth: 'user',
    response: res<null>(),
    title: '取消订单',
  }),
  exportProduct: defineCall({
    path: '/order/order/exportProduct.json',
    request: zOrderId,
    auth: 'user',
    kind: 'binary',
    response: res<Blob>(),
    title: '导出订单商品',
  }),
};
