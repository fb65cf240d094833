import { z } from 'zod';
import { IOT_CERTIFICATIONS, IOT_ECOSYSTEMS, IOT_POWER, IOT_PROTOCOLS, type TIotSpec } from '../catalogue/iot.js';
import { PRODUCT_STATES, type TProductState } from '../catalogue/product-status.js';
import { answer, defineCall, res } from '../common/call.js';
import { zId, zOptionalPayload } from '../common/fields.js';
import { SELLER_PRICE_MAX } from './seller.rules.js';
import {
  LISTING_BRAND_MAX,
  LISTING_DETAIL_MAX,
  LISTING_IMAGES_MAX,
  LISTING_SKU_CODE_PATTERN,
  LISTING_SKUS_MAX,
  LISTING_SPEC_NAME_MAX,
  LISTING_SPEC_VALUE_MAX,
  LISTING_SPEC_VALUES_MAX,
  LISTING_SPECS_MAX,
  LISTING_STOCK_MAX,
  LISTING_SUBTITLE_MAX,
  LISTING_TITLE_MAX,
  LISTING_WEIGHT_MAX,
  skuMatrixProblem,
  type TRevisionState,
} from './seller-listing.rules.js';

/*
 * The product editor of the workbench (DESIGN-OPERATE §B): a seller lists its own products. A new
 * product is a 草稿 until submitted; an operator approves it onto the shelves. An edit of a product
 * that has been approved (已上架, 已下架, 平台下架) is a revision: the live product keeps selling as it
 * was until an operator approves the revision.
 */

/** Control characters (NUL included) have no place in a listing's words. */
const hasControl = (v: string) => Array.from(v).some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

const zText = (what: string, max: number, min = 1) =>
  z
    .string({ error: `请输入${what}` })
    .trim()
    .min(min, min === 1 ? `请输入${what}` : `${what}至少${min}个字`)
    .max(max, `${what}最多${max}个字`)
    .refine((v) => !hasControl(v), `${what}不能含有控制字符`);

const zSpecValue = zText('规格值', LISTING_SPEC_VALUE_MAX).refine((v) => !v.includes('/'), '规格值不能含有「/」');

/**
 * A listing's picture: the seller's upload, or a picture the product already has (the mall's own
 * catalogue pictures included); the server checks which.
 */
export const zListingImage = z
  .string()
  .regex(
    /^\/(files\/\d{4}\/\d{2}\/[a-f0-9]{24}\.(jpg|png|webp)|catalogue\/[A-Za-z0-9_/-]+\.(svg|png|jpg|webp))$/,
    '商品图片须为本店上传的图片',
  );

/** The IoT facts the catalogue filters on. */
export const ZListingFacets = z.object({
  protocols: z.array(z.enum(IOT_PROTOCOLS, { error: '通信协议不在可选范围内' })).max(IOT_PROTOCOLS.length),
  ecosystems: z.array(z.enum(IOT_ECOSYSTEMS, { error: '生态平台不在可选范围内' })).max(IOT_ECOSYSTEMS.length),
  hubRequired: z.boolean({ error: '请选择是否需要网关' }),
  certifications: z.array(z.enum(IOT_CERTIFICATIONS, { error: '认证不在可选范围内' })).max(IOT_CERTIFICATIONS.length),
  power: z
    .array(z.enum(IOT_POWER, { error: '供电方式不在可选范围内' }))
    .max(IOT_POWER.length)
    .optional(),
});

/** One spec dimension: its name and values, distinct. */
export const ZListingSpec = z.object({
  name: zText('规格名', LISTING_SPEC_NAME_MAX),
  values: z
    .array(zSpecValue)
    .min(1, '每个规格至少1个值')
    .max(LISTING_SPEC_VALUES_MAX, `每个规格最多${LISTING_SPEC_VALUES_MAX}个值`)
    .refine((vs) => new Set(vs).size === vs.length, '同一规格的值不能重复'),
});

/** One SKU: the values of its combination (in the dimensions' order), its price, stock and 商家编码. */
export const ZListingSku = z.object({
  values: z.array(zSpecValue).min(1).max(LISTING_SPECS_MAX),
  price: z
    .number({ error: 'SKU价格须为数字' })
    .min(0.01, 'SKU价格至少0.01元')
    .max(SELLER_PRICE_MAX, 'SKU价格过大')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'SKU价格最多两位小数')
    .meta({ multipleOf: 0.01 }),
  stock: z
    .number({ error: 'SKU库存须为整数' })
    .int('SKU库存须为整数')
    .min(0, 'SKU库存不能为负数')
    .max(LISTING_STOCK_MAX, `SKU库存最多${LISTING_STOCK_MAX}件`),
  code: z.string().trim().regex(new RegExp(LISTING_SKU_CODE_PATTERN), '商家编码为1到32位字母、数字、-或_').optional(),
});

const listingFields = {
  /** A leaf of the mall's category tree. */
  categoryId: zId,
  title: zText('商品标题', LISTING_TITLE_MAX, 2),
  subtitle: z
    .string()
    .trim()
    .max(LISTING_SUBTITLE_MAX, `副标题最多${LISTING_SUBTITLE_MAX}个字`)
    .refine((v) => !hasControl(v), '副标题不能含有控制字符')
    .optional(),
  brand: zText('品牌', LISTING_BRAND_MAX),
  /** The seller's own uploads, 1–9; the first is the main picture. */
  images: z
    .array(zListingImage)
    .min(1, '请上传至少1张商品图片')
    .max(LISTING_IMAGES_MAX, `商品图片最多${LISTING_IMAGES_MAX}张`)
    .refine((urls) => new Set(urls).size === urls.length, '商品图片不能重复'),
  /** The detail page; sanitized as a plan's body is when stored. */
  detailHtml: z
    .string()
    .max(LISTING_DETAIL_MAX, '商品详情过长')
    .refine((v) => !v.includes('\u0000'), '商品详情不能含有空字符'),
  facets: ZListingFacets,
  specs: z
    .array(ZListingSpec)
    .min(1, '请至少添加1个规格')
    .max(LISTING_SPECS_MAX, `规格最多${LISTING_SPECS_MAX}个`)
    .refine((ss) => new Set(ss.map((s) => s.name.trim())).size === ss.length, '规格名不能重复'),
  skus: z.array(ZListingSku).min(1, '请填写SKU').max(LISTING_SKUS_MAX, `SKU最多${LISTING_SKUS_MAX}个`),
  weightGrams: z
    .number({ error: '重量须为整数（克）' })
    .int('重量须为整数（克）')
    .min(1, '重量至少1克')
    .max(LISTING_WEIGHT_MAX, '重量过大')
    .nullish(),
};

/** The SKUs are exactly one per combination of the specs: 407 naming the SKU's row. */
function checkMatrix(
  input: { specs: { name: string; values: string[] }[]; skus: { values: string[] }[] },
  ctx: z.RefinementCtx,
): void {
  const problem = skuMatrixProblem(input.specs, input.skus);
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      path: problem.index >= 0 ? ['skus', problem.index, 'values'] : ['skus'],
      message: problem.message,
    });
  }
}

/** What the editor sends: a whole listing. */
export const ZListingInput = z.object(listingFields).superRefine(checkMatrix);
export type TListingInput = z.input<typeof ZListingInput>;
export type TListingParsed = z.output<typeof ZListingInput>;

/** An edit: the product and its whole listing. */
export const ZListingUpdate = z.object({ id: zId, ...listingFields }).superRefine(checkMatrix);
export type TListingUpdate = z.input<typeof ZListingUpdate>;

/** A SKU as the editor reads it back: `id` is the live standard's (null for one a revision adds). */
export interface TListingSku {
  id: number | null;
  values: string[];
  price: number;
  stock: number;
  code: string | null;
}

/** A listing's content as stored (the live product's, or a revision's). */
export interface TListingContent {
  categoryId: number;
  /** The category's path: 「智能照明 / 智能灯泡」. */
  categoryPath: string;
  title: string;
  subtitle: string;
  brand: string;
  images: string[];
  detailHtml: string;
  facets: TIotSpec;
  specs: { name: string; values: string[] }[];
  skus: TListingSku[];
  weightGrams: number | null;
}

/** A product as its seller edits it, or an operator reviews it. */
export interface TListingDetail {
  id: number;
  sellerId: number;
  shopName: string;
  state: TProductState;
  /** An operator's reason when 已驳回 or 平台下架; null otherwise. */
  stateReason: string | null;
  /** Whether buyers can buy it now. */
  onSale: boolean;
  content: TListingContent;
  /** The edit of an approved product, or null. */
  revision: { state: TRevisionState; reason: string | null; content: TListingContent; updatedAt: number } | null;
  createdAt: number;
  updatedAt: number;
}

const zInt = z.number().int();
const ZListingContent = z.strictObject({
  categoryId: zInt,
  categoryPath: z.string(),
  title: z.string(),
  subtitle: z.string(),
  brand: z.string(),
  images: z.array(z.string()),
  detailHtml: z.string(),
  facets: z.strictObject({
    protocols: z.array(z.enum(IOT_PROTOCOLS)),
    ecosystems: z.array(z.enum(IOT_ECOSYSTEMS)),
    hubRequired: z.boolean(),
    power: z.array(z.enum(IOT_POWER)),
    certifications: z.array(z.enum(IOT_CERTIFICATIONS)),
  }),
  specs: z.array(z.strictObject({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(
    z.strictObject({
      id: zInt.nullable(),
      values: z.array(z.string()),
      price: z.number().min(0),
      stock: zInt.min(0),
      code: z.string().nullable(),
    }),
  ),
  weightGrams: zInt.nullable(),
});

export const ZListingDetail = z.strictObject({
  id: zInt,
  sellerId: zInt,
  shopName: z.string(),
  state: z.union(PRODUCT_STATES.map((s) => z.literal(s)) as [z.ZodLiteral<TProductState>]),
  stateReason: z.string().nullable(),
  onSale: z.boolean(),
  content: ZListingContent,
  revision: z
    .strictObject({
      state: z.union([z.literal(0), z.literal(1), z.literal(3)]),
      reason: z.string().nullable(),
      content: ZListingContent,
      updatedAt: z.number(),
    })
    .nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** What saving a listing did: the product, and whether the edit became a revision of a live one. */
export interface TListingSaved {
  id: number;
  /** true: an approved product's edit, kept apart until an operator approves it. */
  isRevision: boolean;
}
const ZListingSaved = z.strictObject({ id: zInt, isRevision: z.boolean() });

/** One refused row of an import: its line in the file (the header is line 1) and why. */
export interface TListingImportError {
  line: number;
  /** The product the row belongs to, as the file names it (its 商品ID or 标题). */
  product: string;
  message: string;
}

/** What an import did: the products it saved (drafts or revisions), and the rows it refused. */
export interface TListingImportResult {
  created: number[];
  updated: number[];
  /** Products refused whole (none of their rows was saved). */
  refused: number;
  errors: TListingImportError[];
}

const ZListingImportResult = z.strictObject({
  created: z.array(zInt),
  updated: z.array(zInt),
  refused: zInt.min(0),
  errors: z.array(z.strictObject({ line: zInt.min(1), product: z.string(), message: z.string() })),
});

const zListingId = z.strictObject({ id: zId });

/** The workbench's product editor and its CSV (DESIGN-OPERATE §B). */
export const sellerListingCalls = {
  /** A new product, saved as a 草稿 (submit puts it in the review queue). */
  add: defineCall({
    path: '/seller/api/product/add.json',
    request: ZListingInput,
    auth: 'seller',
    response: answer<TListingSaved>()(ZListingSaved),
    title: '新增商品',
  }),
  /**
   * Saves the whole listing again. A 草稿 or 已驳回 product changes in place; an approved one
   * (已上架, 已下架, 平台下架) gets a revision and keeps selling as it is. 待审核 (either) answers 409:
   * withdraw it first.
   */
  update: defineCall({
    path: '/seller/api/product/update.json',
    request: ZListingUpdate,
    auth: 'seller',
    response: answer<TListingSaved>()(ZListingSaved),
    title: '编辑商品',
  }),
  /** The listing, its state and its revision, for the editor. Another seller's product is 404. */
  detail: defineCall({
    path: '/seller/api/product/detail.json',
    request: zListingId,
    auth: 'seller',
    response: answer<TListingDetail>()(ZListingDetail),
    title: '商品编辑详情',
  }),
  /** 提交审核: a 草稿 or 已驳回 product, or an approved one's revision, goes to the review queue. */
  submit: defineCall({
    path: '/seller/api/product/submit.json',
    request: zListingId,
    auth: 'seller',
    response: answer<TListingDetail>()(ZListingDetail),
    title: '提交商品审核',
  }),
  /** 撤回审核: a 待审核 product back to 草稿, or a revision waiting for review back to unsubmitted. */
  withdraw: defineCall({
    path: '/seller/api/product/withdraw.json',
    request: zListingId,
    auth: 'seller',
    response: answer<TListingDetail>()(ZListingDetail),
    title: '撤回商品审核',
  }),
  /**
   * Deletes a product that was never approved (草稿, 已驳回); of an approved product, `revision: true`
   * drops its unsubmitted or refused edit. Anything else answers 409.
   */
  remove: defineCall({
    path: '/seller/api/product/remove.json',
    request: z.strictObject({ id: zId, revision: z.boolean().optional() }),
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '删除商品',
  }),
  /**
   * Multipart: `accessToken`, then `file` (.csv, UTF-8 or GBK, one row per SKU, the README's
   * columns). Each product is saved whole or not at all: a row with 商品ID edits that product, rows
   * without one make a new 草稿 (consecutive rows of one 标题). Refused rows are named by line.
   */
  import: defineCall({
    path: '/seller/api/product/import.json',
    request: z.object({}),
    auth: 'seller',
    kind: 'upload',
    response: answer<TListingImportResult>()(ZListingImportResult),
    title: '导入商品',
  }),
  /** The seller's products in the import's columns, one row per SKU (UTF-8 with BOM, or GBK). */
  export: defineCall({
    path: '/seller/api/product/export.json',
    request: zOptionalPayload(z.object({ encoding: z.enum(['utf-8', 'gbk']).optional() })),
    auth: 'seller',
    kind: 'binary',
    fileType: 'text/csv',
    response: res<Blob>(),
    title: '导出商品',
  }),
};
