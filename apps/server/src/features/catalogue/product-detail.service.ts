import {
  fenToYuan,
  goodRate,
  PRODUCT_STATUS,
  purchaseLimitOf,
  type TProductDetail,
  type TProductFile,
  type TRichText,
  type TSmartHome,
  type TStandard,
  type TStandardTable,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseJsonList } from '../../lib/json-list.js';
import { toIotSpec } from './catalogue.service.js';
import { withCompat } from './compat.service.js';
import * as repo from './product-detail.repository.js';

// ---------------------------------------------------------------- detail, standards, files, rich text

/** A standard as the buyer reads it; `purchaseLimit` from the product's 限购 setting (null: the default). */
function toStandard(
  row: {
    id: number;
    product_id: number;
    specs: string;
    price_fen: number;
    stock: number;
    sales: number;
  },
  limitSetting: number | null,
): TStandard {
  const specs = parseJsonList(row.specs);
  return {
    id: row.id,
    productId: row.product_id,
    specs,
    name: joinSpecs(specs),
    price: fenToYuan(row.price_fen),
    stock: row.stock,
    sales: row.sales,
    purchaseLimit: purchaseLimitOf(limitSetting, Number(row.stock)),
  };
}

/** A standard's values for display: 白色 / Zigbee 版. */
export function joinSpecs(specs: string[]): string {
  return specs.join(' / ');
}

/** The display name of a standard from its stored JSON values. */
export function standardName(specsJson: string): string {
  return joinSpecs(parseJsonList(specsJson));
}

/** Spec groups in name order, values in first-seen order of the standards. */
export function specGroups(specNames: string[], standards: TStandard[]) {
  return specNames.map((name, i) => ({
    name,
    values: [...new Set(standards.map((s) => s.specs[i]).filter((v): v is string => v !== undefined))],
  }));
}

const HOT_RANK = 3;

export async function productDetail(db: Kysely<DB>, id: number): Promise<TProductDetail> {
  const row = await repo.findProduct(db, id);
  if (!row) throw appError('PRODUCT_NOT_FOUND');
  const limitSetting = row.purchase_limit === null ? null : Number(row.purchase_limit);
  const list = row.standards.map((st) => toStandard(st, limitSetting));
  const specNames = parseJsonList(row.spec_names);
  return {
    id: row.id,
    productId: row.id,
    agentId: row.seller_id,
    shopName: row.shop_name,
    shopLogo: row.shop_logo,
    title: row.title,
    subtitle: row.subtitle,
    brand: row.brand,
    model: row.model,
    unit: row.unit,
    price: fenToYuan(row.price_fen),
    marketPrice: fenToYuan(row.market_price_fen),
    stock: list.reduce((sum, s) => sum + s.stock, 0),
    sales: row.sales,
    hot: row.sales > 0 && Number(row.better_sellers) < HOT_RANK,
    specNames,
    specs: specGroups(specNames, list),
    listStandar: list,
    purchaseLimit: limitSetting ?? Math.max(purchaseLimitOf(null, 0), ...list.map((st) => st.purchaseLimit)),
    hasPurchaseLimit: limitSetting !== null,
    ppcCount: row.review_count,
    goodRate: goodRate(row.good_review_count, row.review_count),
    ppcImageCount: row.image_review_count,
    iot: toIotSpec(row),
    sysCategoryId: row.sys_category_id,
    categoryPath: row.category_path.map((c) => ({ id: c.id, name: c.name })),
    categoryId: row.category_id,
    createdAt: row.created_at,
  };
}

/** The detail with `compat` for the caller's home (DESIGN.md §H); as it is for a visitor. */
export async function productDetailFor(db: Kysely<DB>, id: number, home: TSmartHome | null): Promise<TProductDetail> {
  const [detail] = await withCompat(db, home, [await productDetail(db, id)]);
  return detail as TProductDetail;
}

export async function requireProduct(db: Kysely<DB>, productId: number): Promise<void> {
  if (!(await repo.productExists(db, productId))) throw appError('PRODUCT_NOT_FOUND');
}

export async function standardsWithStock(db: Kysely<DB>, productId: number): Promise<TStandard[]> {
  const product = await repo.findPurchaseLimit(db, productId);
  if (!product) throw appError('PRODUCT_NOT_FOUND');
  return (await repo.listStandards(db, productId)).map((st) => toStandard(st, product.purchase_limit));
}

export async function standardTable(db: Kysely<DB>, productId: number): Promise<TStandardTable> {
  const product = await repo.findSpecNames(db, productId);
  if (!product) throw appError('PRODUCT_NOT_FOUND');
  const list = (await repo.listStandards(db, productId)).map((st) => toStandard(st, product.purchase_limit));
  return { specs: specGroups(parseJsonList(product.spec_names), list), list };
}

/** `getStock`: the standard with exactly these spec values. */
export async function standardBySpecs(db: Kysely<DB>, productId: number, values: string[]): Promise<TStandard> {
  const list = await standardsWithStock(db, productId);
  const found = list.find((s) => s.specs.length === values.length && s.specs.every((v, i) => v === values[i]));
  if (!found) throw appError('SPEC_NOT_FOUND');
  return found;
}

export async function productFiles(db: Kysely<DB>, productId: number, type: number): Promise<TProductFile[]> {
  await requireProduct(db, productId);
  const rows = await repo.listProductFiles(db, productId, type);
  return rows.map((r) => ({ id: r.id, productId: r.product_id, type: r.type, path: r.path, sort: r.sort }));
}

export async function richText(db: Kysely<DB>, productId: number, type: number): Promise<TRichText> {
  await requireProduct(db, productId);
  const row = await repo.findRichText(db, productId, type);
  return { productId, type, htmlCode: row?.html_code ?? '' };
}

/** A product's standard as it is now, for lists that keep (productId, standardId) pairs (plans). */
export interface TStandardNow {
  productId: number;
  standardId: number;
  /** Whether the product still exists (any status). */
  hasProduct: boolean;
  /** Whether the standard exists and belongs to the product. */
  hasStandard: boolean;
  isOnSale: boolean;
  title: string;
  image: string;
  standardName: string;
  priceFen: number;
  stock: number;
  /** The 限购 that applies to the standard now (the product's setting, or the default of its stock). */
  purchaseLimit: number;
}

/**
 * The current facts of these (product, standard) pairs, in their order: title, picture, status, the
 * standard's price and stock. A product that is gone, or a standard not its own, answers with
 * `hasProduct` / `hasStandard` false (and what is left), never an error: the caller decides.
 */
export async function standardsNow(
  db: Kysely<DB>,
  pairs: { productId: number; standardId: number }[],
): Promise<TStandardNow[]> {
  if (pairs.length === 0) return [];
  const productIds = [...new Set(pairs.map((p) => p.productId))];
  const standardIds = [...new Set(pairs.map((p) => p.standardId))];
  const [products, standards] = await Promise.all([
    repo.productsAnyStatus(db, productIds),
    repo.standardsByIds(db, standardIds),
  ]);
  const productById = new Map(products.map((p) => [Number(p.id), p]));
  const standardById = new Map(standards.map((s) => [Number(s.id), s]));
  return pairs.map(({ productId, standardId }) => {
    const product = productById.get(productId);
    const found = standardById.get(standardId);
    const standard = found && Number(found.product_id) === productId ? found : undefined;
    return {
      productId,
      standardId,
      hasProduct: product !== undefined,
      hasStandard: product !== undefined && standard !== undefined,
      isOnSale: product?.status === PRODUCT_STATUS.ON_SALE,
      title: product?.title ?? '',
      image: product?.image ?? '',
      standardName: standard ? standardName(standard.specs) : '',
      priceFen: standard ? Number(standard.price_fen) : 0,
      stock: standard ? Number(standard.stock) : 0,
      purchaseLimit: purchaseLimitOf(
        product?.purchase_limit == null ? null : Number(product.purchase_limit),
        standard ? Number(standard.stock) : 0,
      ),
    };
  });
}
