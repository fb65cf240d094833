import { z } from 'zod';
import { defineCall, res } from '../common/call.js';
import { zId } from '../common/fields.js';

export const afterSalesCalls = {
  addProductReturn: defineCall({
    path: '/order/productRetuen/addProductReturn.json',
    request: z.object({
      orderId: zId,
      orderDetailId: zId,
      returnType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      number: z.number().int().min(1).max(9999),
      reason: z.string().trim().min(1).max(100),
      description: z.string().trim().max(500).optional(),
      images: z.array(z.string().max(500)).max(6).optional(),
    }),
    auth: 'user',
    response: res<unknown>(),
    title: '申请售后',
    planned: 'issue 14',
  }),
  cancelApply: defineCall({
    path: '/order/productRetuen/cancelApply.json',
    request: z.object({ id: zId }),
    auth: 'user',
    response: res<null>(),
    title: '撤销售后',
    planned: 'issue 14',
  }),
  writeReturnLogsticsNo: defineCall({
    path: '/order/productRetuen/writeReturnLogsticsNo.json',
    request: z.object({
      id: zId,
      logisticsCompany: z.string().trim().min(1).max(50),
      logisticsNo: z.string().trim().min(4).max(40),
    }),
    auth: 'user',
    response: res<null>(),
    title: '填写退货物流',
    planned: 'issue 14',
  }),
  selectSingle: defineCall({
    path: '/order/productRetuen/selectSingle.json',
    request: z.object({ orderId: zId }),
    auth: 'user',
    response: res<unknown>(),
    title: '售后详情',
    planned: 'issue 14',
  }),
};
