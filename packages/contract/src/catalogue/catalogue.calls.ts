import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zFen, zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { PRODUCT_SORTS } from './catalogue.constants.js';
import {
  ZCategory,
  ZClassification,
  ZCommunityPost,
  ZPortalItem,
  ZProductCard,
  ZProductDetail,
  ZProductFile,
  ZRichText,
  ZShopCard,
  ZStandard,
  ZStandardTable,
} from './catalogue.responses.js';
import type {
  TCategory,
  TClassification,
  TCommunityPost,
  TPortalItem,
  TProductCard,
  TProductDetail,
  TProductFile,
  TRichText,
  TShopCard,
  TStandard,
  TStandardTable,
} from './catalogue.types.js';
import { zCertification, zEcosystem, zPower, zProtocol } from './iot.schemas.js';

/** A price bound in yuan: at most two decimals (money is whole fen). */
const zPriceBound = zFen(z.number().min(0).max(100_000_000));
/** Optional text filter: blank means no filter. */
const zKeyword = z
  .string()
  .trim()
  .max(50)
  .optional()
  .transform((v) => v || undefined);

/** An absent or null payload means the defaults. */
export const ZQueryPortalPage = zOptionalPayload(
  z
    .object({
      pageNO: zPage,
      pageRows: zLimit(),
      queryName: zKeyword,
      sysCategoryId: zId.optional(),
      categoryId: zId.optional(),
      priceStart: zPriceBound.optional(),
      priceEnd: zPriceBound.optional(),
      agentId: zId.optional(),
      sort: z.enum(PRODUCT_SORTS).default('default'),
      protocol: zProtocol.optional(),
      ecosystem: zEcosystem.optional(),
      power: zPower.optional(),
      certification: zCertification.optional(),
      /** 1: needs a hub/gateway; 0: works on its own. */
      hubRequired: z.number().int().min(0).max(1).optional(),
      /** 1: only products with a standard in stock (仅看有货); 0 or absent: sold-out ones too, last. */
      onlyInStock: z.number().int().min(0).max(1).optional(),
      /**
       * 1: only products 兼容 with the caller's home (只看兼容我家, DESIGN.md §H); a visitor or a buyer
       * without a home gets every product, as with 0 or absent.
       */
      compatible: z.number().int().min(0).max(1).optional(),
    })
    .refine((q) => q.priceStart === undefined || q.priceEnd === undefined || q.priceStart <= q.priceEnd, {
      path: ['priceEnd'],
      message: '最高价不能低于最低价',
    }),
);
export type TQueryPortalPage = z.input<typeof ZQueryPortalPage>;
export type TQueryPortalPageParsed = z.output<typeof ZQueryPortalPage>;

const zProductId = z.object({ productId: zId });

export const catalogueCalls = {
  sysCategoryChildren: defineCall({
    path: '/product/api/sysCategory/queryChildren.json',
    request: zOptionalPayload(z.object({ parentId: zId.optional() })),
    response: answer<TCategory[]>()(z.array(ZCategory)),
    title: '系统分类',
  }),
  categoryChildren: defineCall({
    path: '/product/api/category/queryChildren.json',
    request: z.object({ agentId: zId, parentId: zId.optional() }),
    response: answer<TCategory[]>()(z.array(ZCategory)),
    title: '店铺分类',
  }),
  queryPortal: defineCall({
    path: '/product/api/product/queryPortal.json',
    request: z.object({
      rownum: z.number().int().min(1).max(50),
      position: z.number().int().min(1).max(20),
    }),
    response: answer<TPortalItem[]>()(z.array(ZPortalItem)),
    title: '门户推荐位',
  }),
  queryPortalPage: defineCall({
    path: '/product/api/product/queryPortalPage.json',
    request: ZQueryPortalPage,
    response: answer<TProductCard[]>()(z.array(ZProductCard)),
    paged: true,
    title: '商品列表',
  }),
  showSon: defineCall({
    path: '/product/api/sysCategory/showSon.json',
    request: zOptionalPayload(z.object({ id: zId.optional() })),
    response: answer<TCategory[]>()(z.array(ZCategory)),
    title: '子分类',
  }),
  productFile: defineCall({
    path: '/product/api/productFile/query.json',
    request: z.object({ productId: zId, type: z.literal(2).default(2) }),
    response: answer<TProductFile[]>()(z.array(ZProductFile)),
    title: '商品图片',
  }),
  details: defineCall({
    path: '/product/api/product/details.json',
    request: z.object({ id: zId }),
    response: answer<TProductDetail>()(ZProductDetail),
    title: '商品详情',
  }),
  getStock: defineCall({
    path: '/product/api/standardStock/getStock.json',
    request: z.object({ productId: zId, list: z.array(z.string().max(50)).max(10) }),
    response: answer<TStandard>()(ZStandard),
    title: '规格库存',
  }),
  getStocks: defineCall({
    path: '/product/api/standardStock/getStocks.json',
    request: zProductId,
    response: answer<TStandard[]>()(z.array(ZStandard)),
    title: '全部规格库存',
  }),
  standardQuery: defineCall({
    path: '/product/api/standardStock/query.json',
    request: zProductId,
    response: answer<TStandardTable>()(ZStandardTable),
    title: '商品规格',
  }),
  getRichText: defineCall({
    path: '/product/api/richText/getRichText.json',
    request: z.object({ productId: zId, type: z.literal(1).default(1) }),
    response: answer<TRichText>()(ZRichText),
    title: '商品详情图文',
  }),
  getCommunity: defineCall({
    path: '/product/api/community/getCommunity.json',
    request: zOptionalPayload(z.object({ page: zPage, limit: zLimit() })),
    response: answer<TCommunityPost[]>()(z.array(ZCommunityPost)),
    paged: true,
    title: '社区动态',
  }),
  addCommunity: defineCall({
    path: '/product/api/community/addCommunity.json',
    request: z.object({ content: z.string().trim().min(1).max(500), productId: zId.optional() }),
    auth: 'user',
    response: answer<{ id: number }>()(z.strictObject({ id: z.number().int() })),
    title: '发布社区动态',
  }),
  queryShopList: defineCall({
    path: '/product/precommend/queryShopList.json',
    request: zOptionalPayload(z.object({}).loose()),
    response: answer<TShopCard[]>()(z.array(ZShopCard)),
    title: '推荐店铺',
  }),
  queryClassificationList: defineCall({
    path: '/product/precommend/queryClassificationList.json',
    request: zOptionalPayload(z.object({}).loose()),
    response: answer<TClassification[]>()(z.array(ZClassification)),
    title: '推荐分类',
  }),
};
