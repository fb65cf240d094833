import { z } from 'zod';
import { ZInvoiceSnapshot } from '../invoice/invoice.responses.js';
import { PAY_TYPES } from './order.rules.js';
import { ORDER_STATUS } from './order-status.js';

/*
 * What the order calls answer, as zod schemas of the types in order.types.ts; `answer<T>()` in
 * order.calls.ts holds each to its type. Strict objects: an answer carries no field the contract omits.
 */

export const ZOrderStatus = z.union([
  z.literal(ORDER_STATUS.NOPAY),
  z.literal(ORDER_STATUS.SHIP),
  z.literal(ORDER_STATUS.DELIVER),
  z.literal(ORDER_STATUS.RECEIVED),
  z.literal(ORDER_STATUS.CANCELLED),
  z.literal(ORDER_STATUS.CLOSED),
]);

export const ZOrderAddress = z.strictObject({
  realname: z.string(),
  telphone: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  street: z.string(),
  fullText: z.string(),
});

export const ZOrderLine = z.strictObject({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  standardId: z.number().int().nullable(),
  title: z.string(),
  image: z.string(),
  standardName: z.string(),
  price: z.number().min(0),
  number: z.number().int().min(1),
  amount: z.number().min(0),
  returnedNumber: z.number().int().min(0),
  discount: z.number().min(0),
});

const zTime = z.number();

export const ZOrder = z.strictObject({
  id: z.number().int(),
  orderNo: z.string(),
  agentId: z.number().int(),
  shopName: z.string(),
  status: ZOrderStatus,
  statusText: z.string(),
  goodsTotalPrice: z.number().min(0),
  freight: z.number().min(0),
  discount: z.number().min(0),
  couponId: z.number().int().nullable(),
  platformDiscount: z.number().min(0),
  settlement: z.number().min(0),
  orderTotalPrice: z.number().min(0),
  refundedPrice: z.number().min(0),
  goodsNum: z.number().int().min(0),
  remark: z.string(),
  address: ZOrderAddress,
  invoice: ZInvoiceSnapshot.nullable(),
  payType: z.enum(['', ...PAY_TYPES]),
  payDeadline: zTime,
  createdAt: zTime,
  paidAt: zTime.nullable(),
  shippedAt: zTime.nullable(),
  receivedAt: zTime.nullable(),
  cancelledAt: zTime.nullable(),
  closedAt: zTime.nullable(),
  cancelReason: z.string(),
  demandId: z.number().int().nullable(),
  afterSales: z.enum(['refunding', 'servicing']).nullable(),
  orderDetailList: z.array(ZOrderLine),
});

export const ZLogisticsDetails = z.strictObject({
  company: z.string(),
  number: z.string(),
  shippedAt: zTime,
  traces: z.array(z.strictObject({ time: zTime, text: z.string() })),
  trackingUrl: z.string(),
});

export const ZOrderWithLogistics = z.strictObject({
  order: ZOrder,
  logisticsDetails: ZLogisticsDetails.nullable(),
});

export const ZOrderIds = z.strictObject({ orderIds: z.array(z.number().int()) });

export const ZPayResult = z.strictObject({
  paid: z.boolean(),
  payType: z.enum(PAY_TYPES),
  payUrl: z.string().optional(),
  paymentNo: z.string().optional(),
});

export const ZCashierOrder = z.strictObject({
  id: z.number().int(),
  orderNo: z.string(),
  shopName: z.string(),
  status: ZOrderStatus,
  statusText: z.string(),
  amount: z.number().min(0),
  goodsNum: z.number().int().min(0),
  title: z.string(),
  payDeadline: zTime,
});

export const ZCashier = z.strictObject({
  orders: z.array(ZCashierOrder),
  amount: z.number().min(0),
  payableIds: z.array(z.number().int()),
  payDeadline: zTime.nullable(),
});
