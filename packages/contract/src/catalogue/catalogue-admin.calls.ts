import { z } from 'zod';
import { zAdminReason } from '../admin/admin.calls.js';
import { OPERATOR_ONLY } from '../admin/admin.rules.js';
import { answer, defineCall } from '../common/call.js';
import { MAX_ID, zEmpty, zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { type TListingDetail, ZListingDetail } from '../seller/seller-listing.calls.js';
import { zUploadedImageUrl } from '../upload/upload.calls.js';
import { CATEGORY_ICONS, CATEGORY_NAME_MAX } from './catalogue.constants.js';
import { PRODUCT_STATES, type TProductState } from './product-status.js';

/*
 * The console's catalogue (DESIGN-OPERATE §A rows `category` and `product`): the system category
 * tree and the products' review queue, list, take-down and restore. Operators (and the owner) only.
 */

/** A node of the system category tree as the console edits it (`adminCategory.tree`). */
export interface TAdminCategory {
  id: number;
  /** 0 for a top-level category. */
  parentId: number;
  name: string;
  /** One of CATEGORY_ICONS' names, an uploaded picture's `/files/…` path, or '' (the default picture). */
  icon: string;
  sort: number;
  /** Products filed directly under it, in any state. */
  productCount: number;
  /** Products under it and every category below it, in any state. */
  productTotal: number;
  children: TAdminCategory[];
}

export const ZAdminCategory: z.ZodType<TAdminCategory> = z.strictObject({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  icon: z.string(),
  sort: z.number().int(),
  productCount: z.number().int().min(0),
  productTotal: z.number().int().min(0),
  get children() {
    return z.array(ZAdminCategory);
  },
});

/** A product as the console lists it (`adminProduct.list`, `pending`). */
export interface TAdminProduct {
  id: number;
  title: string;
  /** The main picture's path. */
  image: string;
  sellerId: number;
  shopName: string;
  categoryId: number;
  /** The system category's name. */
  categoryName: string;
  /** Lowest standard price, yuan. */
  price: number;
  /** Sum of the standards' stock. */
  stock: number;
  sales: number;
  /** The life-cycle state (PRODUCT_STATE): 0 草稿 … 5 平台下架. */
  status: TProductState;
  /** Why it was rejected (3) or taken down (5); null otherwise. */
  reason: string | null;
  /** An edit of the approved product waits for review (the queue holds it as well). */
  revisionPending: boolean;
  createdAt: number;
  updatedAt: number;
}

const zProductState = z.union(PRODUCT_STATES.map((s) => z.literal(s)) as [z.ZodLiteral<TProductState>]);

export const ZAdminProduct = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  sellerId: z.number().int(),
  shopName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  price: z.number().min(0),
  stock: z.number().int(),
  sales: z.number().int().min(0),
  status: zProductState,
  reason: z.string().nullable(),
  revisionPending: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

const CATEGORY_ICON_NAMES = CATEGORY_ICONS.map((i) => i.name) as [string, ...string[]];

/** A category icon: a name the storefront draws, an uploaded picture, or '' for the default picture. */
export const zCategoryIcon = z.union([z.enum(CATEGORY_ICON_NAMES), zUploadedImageUrl, z.literal('')], {
  error: '图标须为系统图标名称或上传的图片地址',
});

export const zCategoryName = z
  .string()
  .trim()
  .min(1, '请输入分类名称')
  .max(CATEGORY_NAME_MAX, `分类名称最多${CATEGORY_NAME_MAX}个字`);

/** A parent: a category's id, or 0 for the top level. */
const zParentId = z.number().int().min(0).max(MAX_ID);
const zSort = z.number().int().min(0).max(9999);

export const adminCategoryCalls = {
  /** The whole tree, each level by sort then id, with each node's product counts. */
  tree: defineCall({
    path: '/admin/api/category/tree.json',
    request: zEmpty,
    auth: 'admin',
    roles: OPERATOR_ONLY,
    response: answer<TAdminCategory[]>()(z.array(ZAdminCategory)),
    title: '分类树',
  }),
  /** A new category (top level without `parentId` or with 0); names are unique among siblings (531). */
  add: defineCall({
    path: '/admin/api/category/add.json',
    request: z.strictObject({
      parentId: zParentId.optional(),
      name: zCategoryName,
      icon: zCategoryIcon.optional(),
      sort: zSort,
    }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<{ id: number }>()(z.strictObject({ id: z.number().int() })),
    title: '新增分类',
  }),
  /** Renames a category, or sets its icon or sort value (what is absent stays). */
  update: defineCall({
    path: '/admin/api/category/update.json',
    request: z.strictObject({
      id: zId,
      name: zCategoryName.optional(),
      icon: zCategoryIcon.optional(),
      sort: zSort.optional(),
    }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '修改分类',
  }),
  /**
   * Puts a category (with everything below it) under `parentId` (0: the top level) at position
   * `sort` among its new siblings (0 first; past the end: last); the siblings are numbered again
   * 0, 1, 2 … Under itself or a descendant: 409; deeper than CATEGORY_MAX_DEPTH: 409.
   */
  move: defineCall({
    path: '/admin/api/category/move.json',
    request: z.strictObject({ id: zId, parentId: zParentId, sort: zSort }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '移动分类',
  }),
  /** Removes a category with no children and no products (409 naming which is left). */
  remove: defineCall({
    path: '/admin/api/category/remove.json',
    request: z.strictObject({ id: zId }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '删除分类',
  }),
};

/**
 * What the reviewer read: the `updatedAt` of the waiting product or revision (TListingDetail). When
 * given, a listing the seller withdrew and changed since answers 409 LISTING_CHANGED.
 */
const zReviewedVersion = z.number().int().min(0).optional();

export const adminProductCalls = {
  /**
   * The review queue: products 待审核 and approved products whose edit (revision) waits, the longest
   * waiting first.
   */
  pending: defineCall({
    path: '/admin/api/product/pending.json',
    request: zOptionalPayload(z.object({ page: zPage, limit: zLimit() })),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    paged: true,
    response: answer<TAdminProduct[]>()(z.array(ZAdminProduct)),
    title: '待审核商品',
  }),
  /** A product's listing and its waiting edit, as the reviewer reads them. */
  detail: defineCall({
    path: '/admin/api/product/detail.json',
    request: z.strictObject({ id: zId }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    response: answer<TListingDetail>()(ZListingDetail),
    title: '商品审核详情',
  }),
  /**
   * 审核通过: a 待审核 product goes on sale; an approved product's waiting edit replaces its listing
   * (the live product's state stays). Search and the caches follow at once.
   */
  approve: defineCall({
    path: '/admin/api/product/approve.json',
    request: z.strictObject({ id: zId, version: zReviewedVersion }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '商品审核通过',
  }),
  /** 驳回: a 待审核 product to 已驳回, or a waiting edit refused (the live product keeps selling). */
  reject: defineCall({
    path: '/admin/api/product/reject.json',
    request: z.strictObject({ id: zId, reason: zAdminReason, version: zReviewedVersion }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '商品审核驳回',
  }),
  /**
   * Every product, latest change first: `keyword` (each term in the title or the shop's name),
   * `status` (the life-cycle state), `sellerId`.
   */
  list: defineCall({
    path: '/admin/api/product/list.json',
    request: zOptionalPayload(
      z.object({
        keyword: z.string().trim().max(30, '关键词最多30个字').optional(),
        status: zProductState.optional(),
        sellerId: zId.optional(),
        page: zPage,
        limit: zLimit(),
      }),
    ),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    paged: true,
    response: answer<TAdminProduct[]>()(z.array(ZAdminProduct)),
    title: '商品列表',
  }),
  /** 平台下架: the product leaves every list, search and detail at once; its seller cannot shelve it again. */
  takeDown: defineCall({
    path: '/admin/api/product/takeDown.json',
    request: z.strictObject({ id: zId, reason: zAdminReason }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '平台下架商品',
  }),
  /** 恢复上架: a taken-down product goes back on sale. */
  restore: defineCall({
    path: '/admin/api/product/restore.json',
    request: z.strictObject({ id: zId }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '恢复上架商品',
  }),
};
