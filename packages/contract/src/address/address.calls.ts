import { z } from 'zod';
import { defineCall, res } from '../common/call.js';
import { zEmpty, zId, zPhone } from '../common/fields.js';

const zRegion = z.string().regex(/^\d{6}$/);

export const ZAddressFields = z.object({
  realname: z.string().trim().min(2).max(25),
  telphone: zPhone,
  province: zRegion,
  city: zRegion,
  area: zRegion,
  street: z.string().trim().min(5).max(120),
  isDefaultAddress: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const addressCalls = {
  selectAddress: defineCall({
    path: '/order/address/selectAddress.json',
    request: zEmpty,
    auth: 'user',
    response: res<unknown>(),
    title: '地址列表',
  }),
  addAddress: defineCall({
    path: '/order/address/addAddress.json',
    request: ZAddressFields,
    auth: 'user',
    response: res<unknown>(),
    title: '新增地址',
  }),
  /** The spec's own spelling. */
  upadteAddress: defineCall({
    path: '/order/address/upadteAddress.json',
    request: ZAddressFields.extend({ id: zId }),
    auth: 'user',
    response: res<unknown>(),
    title: '修改地址',
  }),
  deleteAddress: defineCall({
    path: '/order/address/deleteAddress.json',
    request: z.object({ id: zId }),
    auth: 'user',
    response: res<null>(),
    title: '删除地址',
  }),
};
