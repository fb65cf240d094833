import { z } from 'zod';
import { type TSellerSession, ZSellerLogin, ZUpdatePassword } from '../account/account.schemas.js';
import { PRODUCT_STATES, type TProductState } from '../catalogue/product-status.js';
import { PURCHASE_LIMIT_MAX } from '../catalogue/purchase-limit.rules.js';
import { answer, defineCall } from '../common/call.js';
import { zEmpty, zId, zMoney, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { SELLER_PRICE_MAX, STOCK_ADJUST_MAX } from './seller.rules.js';
import type {
  TSellerLoginHints,
  TSellerProduct,
  TSellerProfile,
  TSellerPurchaseLimit,
  TSellerStandard,
  TWorkbenchSummary,
} from './seller.types.js';
import { sellerListingCalls } from './seller-listing.calls.js';

/** The seller's session after login (TSellerSession). */
export const ZSellerSession = z.strictObject({ token: z.string(), sellerId: z.number().int(), name: z.string() });

/** Whether the server runs the demo (TSellerLoginHints): the login page's demo accounts show only then. */
export const ZSellerLoginHints = z.strictObject({ isDemo: z.boolean() });

/** The signed-in seller and its shop (TSellerProfile). */
export const ZSellerProfile = z.strictObject({
  sellerId: z.number().int(),
  username: z.string(),
  name: z.string(),
  shopName: z.string(),
  shopLogo: z.string(),
  suspendReason: z.string(),
  mustChangePassword: z.boolean(),
});

const zCount = z.number().int().min(0);

/** 工作台 (TWorkbenchSummary): `orderCounts` has every order status as a key. */
export const ZWorkbenchSummary = z.strictObject({
  shopName: z.string(),
  todayOrders: zCount,
  todaySales: z.number().min(0),
  orderCounts: z.strictObject({ 0: zCount, 1: zCount, 2: zCount, 3: zCount, 4: zCount, 5: zCount }),
  toShip: zCount,
  afterSalesWaiting: zCount,
  openDemands: zCount,
  unrepliedReviews: zCount,
  lowStock: zCount,
  trend: z.array(
    z.strictObject({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), orders: zCount, sales: z.number().min(0) }),
  ),
});

/** One standard as the workbench edits it (TSellerStandard). */
export const ZSellerStandard = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  price: z.number().min(0),
  stock: z.number().int(),
  sales: zCount,
  purchaseLimit: zCount,
});

/** A product of the seller's list (TSellerProduct). */
export const ZSellerProduct = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  categoryName: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  state: z.union(PRODUCT_STATES.map((s) => z.literal(s)) as [z.ZodLiteral<TProductState>]),
  stateReason: z.string().nullable(),
  revisionState: z.union([z.literal(0), z.literal(1), z.literal(3)]).nullable(),
  revisionReason: z.string().nullable(),
  price: z.number().min(0),
  stock: z.number().int(),
  sales: zCount,
  reviewCount: zCount,
  updatedAt: z.number(),
  purchaseLimit: zCount.nullable(),
  freightTemplateId: z.number().int().nullable(),
  standards: z.array(ZSellerStandard),
});

/** A product's 限购 after setting it (TSellerPurchaseLimit). */
export const ZSellerPurchaseLimit = z.strictObject({
  productId: z.number().int(),
  purchaseLimit: zCount.nullable(),
  standards: z.array(z.strictObject({ id: z.number().int(), purchaseLimit: zCount })),
});

/** The seller workbench's own session (spec §6: a separate login; a buyer token opens nothing here). */
export const sellerAccountCalls = {
  login: defineCall({
    path: '/seller/api/authorization/login.json',
    request: ZSellerLogin,
    response: answer<TSellerSession>()(ZSellerSession),
    title: '商家登录',
  }),
  /** What the login page may show: the demo sellers' accounts only while the server runs the demo. */
  loginHints: defineCall({
    path: '/seller/api/authorization/loginHints.json',
    request: zEmpty,
    auth: 'none',
    response: answer<TSellerLoginHints>()(ZSellerLoginHints),
    title: '商家登录提示',
  }),
  /** Revokes the seller's token. */
  logout: defineCall({
    path: '/seller/api/authorization/logout.json',
    request: zEmpty,
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '商家退出登录',
  }),
  /**
   * Replaces the password, the one-time one an approved 入驻 sent by SMS included (DESIGN-OPERATE §B):
   * until then every other seller call answers 409 MUST_CHANGE_PASSWORD. Every session of the seller
   * ends; the workbench signs in again with the new password.
   */
  changePassword: defineCall({
    path: '/seller/api/authorization/changePassword.json',
    request: ZUpdatePassword,
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '商家修改密码',
  }),
  /** Who is signed in, and the shop. */
  profile: defineCall({
    path: '/seller/api/authorization/profile.json',
    request: zEmpty,
    auth: 'seller',
    response: answer<TSellerProfile>()(ZSellerProfile),
    title: '商家信息',
  }),
};

export const sellerWorkbenchCalls = {
  summary: defineCall({
    path: '/seller/api/workbench/summary.json',
    request: zEmpty,
    auth: 'seller',
    response: answer<TWorkbenchSummary>()(ZWorkbenchSummary),
    title: '商家工作台',
  }),
};

const zStandardId = zId;

/** The seller's products and their standards: price, stock and shelf (DESIGN.md §2 seller workbench). */
export const sellerProductCalls = {
  // The editor: add, update, detail, submit, withdraw, remove, import, export (DESIGN-OPERATE §B).
  ...sellerListingCalls,
  /** The seller's products, most recently changed first, with `total`; each with its standards. */
  list: defineCall({
    path: '/seller/api/product/list.json',
    request: zOptionalPayload(
      z.object({
        page: zPage,
        limit: zLimit(),
        keyword: z.string().trim().max(30, '关键词最多30个字').optional(),
        status: z.number().int().min(0).max(1).optional(),
        /** Only products in this life-cycle state (PRODUCT_STATE: 0 草稿 … 5 平台下架). */
        state: z.number().int().min(0).max(5).optional(),
        /** Only products with a standard at most SELLER_LOW_STOCK. */
        lowStock: z.boolean().optional(),
      }),
    ),
    auth: 'seller',
    response: answer<TSellerProduct[]>()(z.array(ZSellerProduct)),
    paged: true,
    title: '商家商品列表',
  }),
  /** Sets one standard's price; the product's list price (its lowest) follows in the same write. */
  updatePrice: defineCall({
    path: '/seller/api/product/updatePrice.json',
    request: z.object({ standardId: zStandardId, price: zMoney('价格', SELLER_PRICE_MAX) }),
    auth: 'seller',
    response: answer<TSellerStandard>()(ZSellerStandard),
    title: '修改规格价格',
  }),
  /**
   * Moves one standard's stock by `delta` (入库 +, 出库 −) in one guarded write, so it never goes
   * below 0 and never loses a unit an order took meanwhile (409 STOCK_ADJUST_NEGATIVE).
   */
  adjustStock: defineCall({
    path: '/seller/api/product/adjustStock.json',
    request: z.object({
      standardId: zStandardId,
      delta: z
        .number({ error: '调整数量须为整数' })
        .int('调整数量须为整数')
        .min(-STOCK_ADJUST_MAX, `一次最多调整${STOCK_ADJUST_MAX}件`)
        .max(STOCK_ADJUST_MAX, `一次最多调整${STOCK_ADJUST_MAX}件`)
        .refine((v) => v !== 0, '调整数量不能为0'),
    }),
    auth: 'seller',
    response: answer<TSellerStandard>()(ZSellerStandard),
    title: '调整规格库存',
  }),
  /** Puts a product on sale (1) or takes it off the shelf (0). */
  setStatus: defineCall({
    path: '/seller/api/product/setStatus.json',
    request: z.object({ productId: zId, status: z.union([z.literal(0), z.literal(1)]) }),
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '商品上下架',
  }),
  /**
   * Sets a product's 限购 (DESIGN-OPERATE §G): the most units of one standard a buyer may hold in
   * unpaid orders, 1…9999, or null for the default (max(5, 20% of the standard's stock)). Answers the
   * setting and the limit that now applies to each standard.
   */
  setPurchaseLimit: defineCall({
    path: '/seller/api/product/setPurchaseLimit.json',
    request: z.object({
      productId: zId,
      limit: z
        .number({ error: '限购数量须为整数' })
        .int('限购数量须为整数')
        .min(1, '限购数量至少为1件')
        .max(PURCHASE_LIMIT_MAX, `限购数量最多${PURCHASE_LIMIT_MAX}件`)
        .nullable(),
    }),
    auth: 'seller',
    response: answer<TSellerPurchaseLimit>()(ZSellerPurchaseLimit),
    title: '设置商品限购',
  }),
  /**
   * Names the product's freight template (运费模板), or null: free shipping. Another seller's product
   * or template is 404. Orders read it inside their own transaction.
   */
  setFreightTemplate: defineCall({
    path: '/seller/api/product/setFreightTemplate.json',
    request: z.object({ productId: zId, templateId: zId.nullable() }),
    auth: 'seller',
    response: answer<{ productId: number; freightTemplateId: number | null }>()(
      z.strictObject({ productId: z.number().int(), freightTemplateId: z.number().int().nullable() }),
    ),
    title: '设置商品运费模板',
  }),
};
