import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zEmpty, zId, zPhone } from '../common/fields.js';
import { REGION_CHAIN, REGION_ROOT, regionName } from '../common/region.js';

export { ADDRESS_LIMIT } from './address.rules.js';

const zRegion = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '请选择所在地区');

/** A delivery address (spec §3). Region fields are china-area-data codes. */
export interface TAddress {
  id: number;
  realname: string;
  telphone: string;
  street: string;
  province: string;
  city: string;
  area: string;
  /** 1 for the buyer's default (current) address. */
  isDefaultAddress: 0 | 1;
}

/** Address fields with the region chain checked: city under province, area under city. */
export const ZAddressFields = z
  .object({
    realname: z.string().trim().min(2, '收货人姓名为2到25个字').max(25, '收货人姓名为2到25个字'),
    telphone: zPhone,
    province: zRegion,
    city: zRegion,
    area: zRegion,
    street: z.string().trim().min(5, '详细地址为5到120个字').max(120, '详细地址为5到120个字'),
    isDefaultAddress: z.union([z.literal(0), z.literal(1)]).default(0),
  })
  .superRefine((a, ctx) => {
    if (!regionName(REGION_ROOT, a.province)) {
      ctx.addIssue({ code: 'custom', path: ['province'], message: '省份不存在' });
    } else if (!regionName(a.province, a.city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: '城市不属于所选省份' });
    } else if (!regionName(a.city, a.area)) {
      ctx.addIssue({ code: 'custom', path: ['area'], message: '区县不属于所选城市' });
    }
  })
  .meta({ [REGION_CHAIN]: 'full' });

export type TAddressInput = z.input<typeof ZAddressFields>;

/** An address as the server answers it (TAddress): region codes as stored. */
export const ZAddress = z.strictObject({
  id: z.number().int(),
  realname: z.string(),
  telphone: z.string(),
  street: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  isDefaultAddress: z.union([z.literal(0), z.literal(1)]),
});

export const addressCalls = {
  /** The buyer's addresses, the default one first. */
  selectAddress: defineCall({
    path: '/order/address/selectAddress.json',
    request: zEmpty,
    auth: 'user',
    response: answer<TAddress[]>()(z.array(ZAddress)),
    title: '地址列表',
  }),
  addAddress: defineCall({
    path: '/order/address/addAddress.json',
    request: ZAddressFields,
    auth: 'user',
    response: answer<TAddress>()(ZAddress),
    title: '新增地址',
  }),
  /** The spec's own spelling. */
  upadteAddress: defineCall({
    path: '/order/address/upadteAddress.json',
    request: z.intersection(ZAddressFields, z.object({ id: zId })),
    auth: 'user',
    response: answer<TAddress>()(ZAddress),
    title: '修改地址',
  }),
  deleteAddress: defineCall({
    path: '/order/address/deleteAddress.json',
    request: z.object({ id: zId }),
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '删除地址',
  }),
};
