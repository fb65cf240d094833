import { z } from 'zod';
import type { TCategory } from './catalogue.types.js';
import { COMPAT_LEVELS } from './compat.rules.js';
import { zCertification, zEcosystem, zPower, zProtocol } from './iot.schemas.js';

/*
 * What the catalogue calls answer, as zod schemas of the types in catalogue.types.ts: `answer<T>()` in
 * catalogue.calls.ts holds each schema to its type, so neither drifts. Strict objects: a field the type does not name is a
 * mismatch, so an answer cannot carry more than the contract says.
 */

export const ZIotSpec = z.strictObject({
  protocols: z.array(zProtocol),
  ecosystems: z.array(zEcosystem),
  hubRequired: z.boolean(),
  power: z.array(zPower),
  certifications: z.array(zCertification),
});

/** 兼容 / 需网关 / 不兼容 for the caller's home (DESIGN.md §H); absent for a visitor or a buyer without one. */
export const ZCompat = z.strictObject({
  level: z.enum(COMPAT_LEVELS),
  reason: z.string(),
  hubSuggestion: z.strictObject({ productId: z.number().int(), title: z.string() }).optional(),
});

const zCategoryNode = z.strictObject({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  icon: z.string(),
  sort: z.number(),
});
/** A category node; `children` (the whole tree under it) only from `showSon`. */
export const ZCategory: z.ZodType<TCategory> = zCategoryNode.extend({
  get children() {
    return z.array(ZCategory).optional();
  },
});

export const ZProductCard = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  price: z.number().min(0),
  marketPrice: z.number().min(0),
  image: z.string(),
  agentId: z.number().int(),
  shopName: z.string(),
  sales: z.number().int().min(0),
  createdAt: z.number(),
  iot: ZIotSpec,
  isSoldOut: z.boolean(),
  compat: ZCompat.optional(),
});

export const ZPortalItem = z.strictObject({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  desc: z.string(),
  imageUrl: z.string(),
  productId: z.number().int().nullable(),
  link: z.string(),
  price: z.number().nullable(),
});

export const ZStandard = z.strictObject({
  id: z.number().int(),
  productId: z.number().int(),
  specs: z.array(z.string()),
  name: z.string(),
  price: z.number().min(0),
  stock: z.number().int(),
  sales: z.number().int().min(0),
  purchaseLimit: z.number().int().min(0),
});

export const ZSpecGroup = z.strictObject({ name: z.string(), values: z.array(z.string()) });

export const ZStandardTable = z.strictObject({
  specs: z.array(ZSpecGroup),
  list: z.array(ZStandard),
});

export const ZProductDetail = z.strictObject({
  id: z.number().int(),
  productId: z.number().int(),
  agentId: z.number().int(),
  shopName: z.string(),
  shopLogo: z.string(),
  title: z.string(),
  subtitle: z.string(),
  brand: z.string(),
  model: z.string(),
  unit: z.string(),
  price: z.number().min(0),
  marketPrice: z.number().min(0),
  stock: z.number().int(),
  sales: z.number().int().min(0),
  hot: z.boolean(),
  specNames: z.array(z.string()),
  specs: z.array(ZSpecGroup),
  listStandar: z.array(ZStandard),
  purchaseLimit: z.number().int().min(0),
  hasPurchaseLimit: z.boolean(),
  ppcCount: z.number().int().min(0),
  goodRate: z.number().min(0).max(100).nullable(),
  ppcImageCount: z.number().int().min(0),
  iot: ZIotSpec,
  sysCategoryId: z.number().int(),
  categoryPath: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  categoryId: z.number().int().nullable(),
  createdAt: z.number(),
  compat: ZCompat.optional(),
});

export const ZProductFile = z.strictObject({
  id: z.number().int(),
  productId: z.number().int(),
  type: z.number().int(),
  path: z.string(),
  sort: z.number(),
});

export const ZRichText = z.strictObject({
  productId: z.number().int(),
  type: z.number().int(),
  htmlCode: z.string(),
});

export const ZCommunityPost = z.strictObject({
  id: z.number().int(),
  userName: z.string(),
  avatar: z.string(),
  content: z.string(),
  productId: z.number().int().nullable(),
  productTitle: z.string(),
  productImage: z.string(),
  createdAt: z.number(),
});

export const ZShopCard = z.strictObject({
  agentId: z.number().int(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  productCount: z.number().int().min(0),
  sales: z.number().int().min(0),
  products: z.array(ZProductCard),
});

export const ZClassification = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  products: z.array(ZProductCard),
});
