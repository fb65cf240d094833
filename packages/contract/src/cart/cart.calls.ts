import { z } from 'zod';
import { defineCall, res } from '../common/call.js';
import { zEmpty, zId } from '../common/fields.js';
import { CART_LIMIT, MAX_LINE_NUMBER, type TCartAddResult, type TCartGroup } from './cart.rules.js';

export * from './cart.rules.js';

const zNumber = z.number().int().min(1, '数量至少为1').max(MAX_LINE_NUMBER);

export const cartCalls = {
  /** Adds units of a standard; the same standard merges into one entry, bounded by stock. */
  add: defineCall({
    path: '/product/api/shoppingCart/add.json',
    request: z.object({ productId: zId, standardId: zId, number: zNumber }),
    auth: 'user',
    response: res<TCartAddResult>(),
    title: '加入购物车',
  }),
  /** The cart as groups per seller; off-shelf and out-of-stock entries are marked, never dropped. */
  query: defineCall({
    path: '/product/api/shoppingCart/query.json',
    request: zEmpty,
    auth: 'user',
    response: res<TCartGroup[]>(),
    title: '购物车',
  }),
  /** Sets the number of one entry (the cart page's quantity box), bounded by stock. */
  update: defineCall({
    path: '/product/api/shoppingCart/update.json',
    request: z.object({ id: zId, number: zNumber }),
    auth: 'user',
    response: res<TCartAddResult>(),
    title: '修改购物车数量',
  }),
  delete: defineCall({
    path: '/product/api/shoppingCart/delete.json',
    request: z.object({ ids: z.array(zId).min(1).max(CART_LIMIT) }),
    auth: 'user',
    response: res<null>(),
    title: '删除购物车商品',
  }),
};
