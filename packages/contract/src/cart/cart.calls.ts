import { z } from 'zod';
import { defineCall, res } from '../common/call.js';
import { zEmpty, zId } from '../common/fields.js';

export const cartCalls = {
  add: defineCall({
    path: '/product/api/shoppingCart/add.json',
    request: z.object({ productId: zId, standardId: zId, number: z.number().int().min(1).max(9999) }),
    auth: 'user',
    response: res<unknown>(),
    title: '加入购物车',
  }),
  query: defineCall({
    path: '/product/api/shoppingCart/query.json',
    request: zEmpty,
    auth: 'user',
    response: res<unknown>(),
    title: '购物车',
  }),
  delete: defineCall({
    path: '/product/api/shoppingCart/delete.json',
    request: z.object({ ids: z.array(zId).min(1).max(200) }),
    auth: 'user',
    response: res<null>(),
    title: '删除购物车商品',
  }),
};
