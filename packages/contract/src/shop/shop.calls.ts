import { z } from 'zod';
import { defineCall, res } from '../common/call.js';
import { zId } from '../common/fields.js';
import type { TShopBasic, TShopDecoration } from './shop.types.js';

export const shopCalls = {
  queryList: defineCall({
    path: '/shop/businessShop/queryList.json',
    request: z.object({ agentId: zId }),
    response: res<TShopDecoration>(),
    title: '店铺装修',
  }),
  getEcAgentBasicData: defineCall({
    path: '/seller/api/ecAgentData/getEcAgentBasicData.json',
    request: z.object({ agentId: zId }),
    response: res<TShopBasic>(),
    title: '店铺基本信息',
  }),
};
