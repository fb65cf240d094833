import { z } from 'zod';
import { ZOrderAddress } from '../order/order.responses.js';
import { PAY_TYPES } from '../order/order.rules.js';
import { RETURN_STATUS } from './return-status-text.js';

/*
 * What the after-sales and return-address calls answer, as zod schemas of after-sales.types.ts (held to
 * them by `answer<T>()`). Money in yuan, times epoch ms.
 */

export const ZReturnStatus = z.union([
  z.literal(RETURN_STATUS.NONE),
  z.literal(RETURN_STATUS.APPLIED),
  z.literal(RETURN_STATUS.AWAIT_RETURN),
  z.literal(RETURN_STATUS.AWAIT_SELLER),
  z.literal(RETURN_STATUS.DONE),
  z.literal(RETURN_STATUS.CANCELLED),
  z.literal(RETURN_STATUS.REJECTED),
  z.literal(RETURN_STATUS.EXCHANGING),
]);
export const ZReturnType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const ZReturnLogisticsAnswer = z.strictObject({
  company: z.string(),
  number: z.string(),
  shippedAt: z.number(),
});

export const ZReturnAddressSnapshot = z.strictObject({ name: z.string(), phone: z.string(), fullAddress: z.string() });

export const ZReturnAddress = z.strictObject({
  id: z.number().int(),
  realname: z.string(),
  telphone: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  street: z.string(),
  isDefaultAddress: z.union([z.literal(0), z.literal(1)]),
  fullAddress: z.string(),
});

const zTime = z.number();

const productReturn = {
  id: z.number().int(),
  returnNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderDetailId: z.number().int(),
  productId: z.number().int().nullable(),
  title: z.string(),
  image: z.string(),
  standardName: z.string(),
  price: z.number().min(0),
  returnType: ZReturnType,
  returnTypeText: z.string(),
  status: ZReturnStatus,
  statusText: z.string(),
  number: z.number().int().min(1),
  amount: z.number().min(0),
  freight: z.number().min(0),
  reason: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  exchangeStandardId: z.number().int().nullable(),
  exchangeStandardName: z.string(),
  returnAddress: ZReturnAddressSnapshot.nullable(),
  rejectReason: z.string(),
  refundChannel: z.enum(['', ...PAY_TYPES]),
  refundedAt: zTime.nullable(),
  createdAt: zTime,
  approvedAt: zTime.nullable(),
  rejectedAt: zTime.nullable(),
  cancelledAt: zTime.nullable(),
  receivedAt: zTime.nullable(),
  replacementShippedAt: zTime.nullable(),
  doneAt: zTime.nullable(),
  appeal: z
    .strictObject({
      status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      statusText: z.string(),
      reason: z.string(),
      appealedAt: zTime,
      decisionReason: z.string(),
      decidedAt: zTime.nullable(),
    })
    .nullable(),
  canAppeal: z.boolean(),
};

export const ZProductReturn = z.strictObject(productReturn);

export const ZServiceData = z.strictObject({
  orderDetailId: z.number().int(),
  status: ZReturnStatus,
  returnType: z.union([ZReturnType, z.literal(0)]),
  productReturn: ZProductReturn.nullable(),
  returnLogistics: ZReturnLogisticsAnswer.nullable(),
  backLogistics: ZReturnLogisticsAnswer.nullable(),
  returnAddress: ZReturnAddressSnapshot.nullable(),
  returnableNumber: z.number().int().min(0),
  allowedTypes: z.array(ZReturnType),
  deadline: zTime.nullable(),
  history: z.array(ZProductReturn),
});

export const ZSellerProductReturn = z.strictObject({
  ...productReturn,
  address: ZOrderAddress,
  returnLogistics: ZReturnLogisticsAnswer.nullable(),
  backLogistics: ZReturnLogisticsAnswer.nullable(),
});
