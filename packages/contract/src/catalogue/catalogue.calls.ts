import { z } from 'zod';
import { defineCall, res } from '../common/call.js';
import { zId } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';

const zMoney = z.coerce.number().min(0).max(100_000_000);
const zProductId = z.object({ productId: zId });

/** Portal positions of spec §7 (rownum/position). */
export const PORTAL_POSITIONS = {
  carousel: { rownum: 10, position: 1 },
  market: { rownum: 9, position: 2 },
  hot1: { rownum: 3, position: 3 },
  hot2: { rownum: 3, position: 4 },
  rank: { rownum: 3, position: 5 },
  wisdom: { rownum: 3, position: 6 },
} as const;

export const catalogueCalls = {
  sysCategoryChildren: defineCall({
    path: '/product/api/sysCategory/queryChildren.json',
    request: z.object({ parentId: zId.optional() }).optional(),
    response: res<unknown>(),
    title: '系统分类',
  }),
  categoryChildren: defineCall({
    path: '/product/api/category/queryChildren.json',
    request: z.object({ parentId: zId.optional(), agentId: zId.optional() }).optional(),
    response: res<unknown>(),
    title: '店铺分类',
  }),
  queryPortal: defineCall({
    path: '/product/api/product/queryPortal.json',
    request: z.object({
      rownum: z.coerce.number().int().min(1).max(50),
      position: z.coerce.number().int().min(1).max(20),
    }),
    response: res<unknown>(),
    title: '门户推荐位',
  }),
  queryPortalPage: defineCall({
    path: '/product/api/product/queryPortalPage.json',
    request: z
      .object({
        pageNO: zPage,
        pageRows: zLimit(),
        queryName: z.string().trim().max(50).optional(),
        sysCategoryId: zId.optional(),
        categoryId: zId.optional(),
        priceStart: zMoney.optional(),
        priceEnd: zMoney.optional(),
        agentId: zId.optional(),
        sort: z.enum(['default', 'priceAsc', 'priceDesc', 'sales', 'newest']).optional(),
      })
      .optional(),
    response: res<unknown>(),
    title: '商品列表',
  }),
  showSon: defineCall({
    path: '/product/api/sysCategory/showSon.json',
    request: z.object({ id: zId.optional() }).optional(),
    response: res<unknown>(),
    title: '子分类',
  }),
  productFile: defineCall({
    path: '/product/api/productFile/query.json',
    request: z.object({ productId: zId, type: z.literal(2).default(2) }),
    response: res<unknown>(),
    title: '商品图片',
  }),
  details: defineCall({
    path: '/product/api/product/details.json',
    request: z.object({ id: zId }),
    response: res<unknown>(),
    title: '商品详情',
  }),
  getStock: defineCall({
    path: '/product/api/standardStock/getStock.json',
    request: z.object({ productId: zId, list: z.array(z.string().max(50)).max(10) }),
    response: res<unknown>(),
    title: '规格库存',
  }),
  getStocks: defineCall({
    path: '/product/api/standardStock/getStocks.json',
    request: zProductId,
    response: res<unknown>(),
    title: '全部规格库存',
  }),
  standardQuery: defineCall({
    path: '/product/api/standardStock/query.json',
    request: zProductId,
    response: res<unknown>(),
    title: '商品规格',
  }),
  getRichText: defineCall({
    path: '/product/api/richText/getRichText.json',
    request: z.object({ productId: zId, type: z.literal(1).default(1) }),
    response: res<unknown>(),
    title: '商品详情图文',
  }),
  getCommunity: defineCall({
    path: '/product/api/community/getCommunity.json',
    request: z.object({ page: zPage, limit: zLimit() }).optional(),
    response: res<unknown>(),
    title: '社区动态',
  }),
  addCommunity: defineCall({
    path: '/product/api/community/addCommunity.json',
    request: z.object({ content: z.string().trim().min(1).max(500), productId: zId.optional() }),
    auth: 'user',
    response: res<unknown>(),
    title: '发布社区动态',
  }),
  queryShopList: defineCall({
    path: '/product/precommend/queryShopList.json',
    request: z.object({}).loose().optional(),
    response: res<unknown>(),
    title: '推荐店铺',
  }),
  queryClassificationList: defineCall({
    path: '/product/precommend/queryClassificationList.json',
    request: z.object({}).loose().optional(),
    response: res<unknown>(),
    title: '推荐分类',
  }),
};
