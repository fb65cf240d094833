import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zId } from '../common/fields.js';
import { SHOP_TEMPLATE_CODES, type TShopBasic, type TShopDecoration } from './shop.types.js';

/** A shop's basic data (TShopBasic). */
export const ZShopBasic = z.strictObject({
  agentId: z.number().int(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  description: z.string(),
  province: z.string(),
  city: z.string(),
  score: z.number().min(0).max(5),
  tags: z.array(z.string()),
  productCount: z.number().int().min(0),
  sales: z.number().int().min(0),
  createdAt: z.number(),
});

/** A shop's decoration (TShopDecoration): each entry's `data` is a JSON string (spec §7). */
export const ZShopDecoration = z.strictObject({
  agentId: z.number().int(),
  businessTemplateDataSource: z.array(
    z.strictObject({
      code: z.enum(SHOP_TEMPLATE_CODES),
      name: z.string(),
      sort: z.number(),
      businessDataInterface: z.array(z.strictObject({ name: z.string(), data: z.string() })),
    }),
  ),
});

export const shopCalls = {
  queryList: defineCall({
    path: '/shop/businessShop/queryList.json',
    request: z.object({ agentId: zId }),
    response: answer<TShopDecoration>()(ZShopDecoration),
    title: '店铺装修',
  }),
  getEcAgentBasicData: defineCall({
    path: '/seller/api/ecAgentData/getEcAgentBasicData.json',
    request: z.object({ agentId: zId }),
    response: answer<TShopBasic>()(ZShopBasic),
    title: '店铺基本信息',
  }),
};
