import { z } from 'zod';
import { ZCompat } from '../catalogue/catalogue.responses.js';
import { answer, defineCall } from '../common/call.js';
import { zEmpty, zId } from '../common/fields.js';
import { CART_ITEM_STATUS, CART_LIMIT, MAX_LINE_NUMBER, type TCartAddResult, type TCartGroup } from './cart.rules.js';

export * from './cart.rules.js';

const zNumber = z.number().int().min(1, '数量至少为1').max(MAX_LINE_NUMBER);

/** One cart entry as the cart answers it (TCartItem). */
export const ZCartItem = z.strictObject({
  id: z.number().int(),
  productId: z.number().int(),
  standardId: z.number().int(),
  sysCategoryId: z.number().int(),
  title: z.string(),
  image: z.string(),
  standardName: z.string(),
  price: z.number().min(0),
  number: z.number().int().min(1),
  stock: z.number().int(),
  purchaseLimit: z.number().int().min(0),
  status: z.union([
    z.literal(CART_ITEM_STATUS.OK),
    z.literal(CART_ITEM_STATUS.OFF_SHELF),
    z.literal(CART_ITEM_STATUS.SHORT),
    z.literal(CART_ITEM_STATUS.SOLD_OUT),
  ]),
  check: z.boolean(),
  compat: ZCompat.optional(),
});

/** One seller's entries (TCartGroup). */
export const ZCartGroup = z.strictObject({
  agentId: z.number().int(),
  shopName: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  check: z.boolean(),
  productList: z.array(ZCartItem),
});

/** What adding or changing an entry answers (TCartAddResult). */
export const ZCartAddResult = z.strictObject({
  id: z.number().int(),
  number: z.number().int().min(0),
  count: z.number().int().min(0),
});

export const cartCalls = {
  /** Adds units of a standard; the same standard merges into one entry, bounded by stock. */
  add: defineCall({
    path: '/product/api/shoppingCart/add.json',
    request: z.object({ productId: zId, standardId: zId, number: zNumber }),
    auth: 'user',
    response: answer<TCartAddResult>()(ZCartAddResult),
    title: '加入购物车',
  }),
  /** The cart as groups per seller; off-shelf and out-of-stock entries are marked, never dropped. */
  query: defineCall({
    path: '/product/api/shoppingCart/query.json',
    request: zEmpty,
    auth: 'user',
    response: answer<TCartGroup[]>()(z.array(ZCartGroup)),
    title: '购物车',
  }),
  /** Sets the number of one entry (the cart page's quantity box), bounded by stock. */
  update: defineCall({
    path: '/product/api/shoppingCart/update.json',
    request: z.object({ id: zId, number: zNumber }),
    auth: 'user',
    response: answer<TCartAddResult>()(ZCartAddResult),
    title: '修改购物车数量',
  }),
  delete: defineCall({
    path: '/product/api/shoppingCart/delete.json',
    request: z.object({ ids: z.array(zId).min(1).max(CART_LIMIT) }),
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '删除购物车商品',
  }),
};
