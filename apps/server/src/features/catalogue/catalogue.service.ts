import {
  fenToYuan,
  fromMask,
  goodRate,
  IOT_CERTIFICATIONS,
  IOT_ECOSYSTEMS,
  IOT_POWER,
  IOT_PROTOCOLS,
  imageUrl,
  normalizeText,
  PORTAL_POSITIONS,
  PRODUCT_STATUS,
  purchaseLimitOf,
  SELLER_LOW_STOCK,
  type TCategory,
  type TClassification,
  type TCommunityPost,
  type TIotSpec,
  type TPortalItem,
  type TProductCard,
  type TProductDetail,
  type TProductFile,
  type TQueryPortalPageParsed,
  type TRichText,
  type TSellerProduct,
  type TSellerPurchaseLimit,
  type TSellerStandard,
  type TShopCard,
  type TStandard,
  type TStandardTable,
  toMask,
  yuanToFen,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseJsonList } from '../../lib/json-list.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import { maskNick } from '../../lib/mask.js';
import { ensureOwnTemplate } from '../freight/freight.service.js';
import * as repo from './catalogue.repository.js';
import { bigrams, isProvenByIndex, queryTerms } from './search-text.js';

/** Where catalogue images live, for the image feature (the catalogue's public surface is this service). */
export { catalogueImageDir, catalogueImagePath } from './catalogue-images.js';

interface TIotRow {
  protocols: number;
  ecosystems: number;
  power: number;
  certifications: number;
  hub_required: number;
}

export function toIotSpec(row: TIotRow): TIotSpec {
  return {
    protocols: fromMask(IOT_PROTOCOLS, row.protocols),
    ecosystems: fromMask(IOT_ECOSYSTEMS, row.ecosystems),
    hubRequired: row.hub_required === 1,
    power: fromMask(IOT_POWER, row.power),
    certifications: fromMask(IOT_CERTIFICATIONS, row.certifications),
  };
}

export function toCard(row: repo.TCardRow): TProductCard {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    price: fenToYuan(row.price_fen),
    marketPrice: fenToYuan(row.market_price_fen),
    image: row.image,
    agentId: row.seller_id,
    shopName: row.shop_name,
    sales: row.sales,
    createdAt: row.created_at,
    iot: toIotSpec(row),
    isSoldOut: row.in_stock !== 1,
  };
}

/** Cards of the products on sale among `ids`, in the order of `ids` (one not on sale is left out). */
export async function cardsInOrder(db: Kysely<DB>, ids: number[]): Promise<TProductCard[]> {
  const rows = ids.length > 0 ? await repo.cardsByIds(db, ids) : [];
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ---------------------------------------------------------------- categories

interface TCategoryRow {
  id: number;
  parent_id: number;
  name: string;
  sort: number;
  icon?: string;
}

function toCategory(row: TCategoryRow): TCategory {
  return { id: row.id, parentId: row.parent_id, name: row.name, icon: row.icon ?? '', sort: row.sort };
}

/** Rows → tree under `rootId` (0: the whole forest). */
export function buildTree(rows: TCategoryRow[], rootId = 0): TCategory[] {
  const byParent = new Map<number, TCategoryRow[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const grow = (parentId: number, seen: Set<number>): TCategory[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => ({ ...toCategory(row), children: grow(row.id, new Set([...seen, row.id])) }));
  return grow(rootId, new Set([rootId]));
}

/** A category and everything below it. */
export function descendantIds(rows: { id: number; parent_id: number }[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parent_id === ids[i] && !ids.includes(row.id)) ids.push(row.id);
  }
  return ids;
}

/** A system category and every one below it: another feature's category filter (procurement). */
export async function sysCategoryAndBelow(db: Kysely<DB>, id: number): Promise<number[]> {
  return descendantIds(await repo.listSysCategories(db), id);
}

/** Several system categories, each with every one below it, from one read of the table (coupon scopes). */
export async function sysCategorySubtrees(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, number[]>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.listSysCategories(db);
  return new Map(ids.map((id) => [id, descendantIds(rows, id)]));
}

/** Refuses an id that names no system category (404 CATEGORY_NOT_FOUND). */
export async function ensureSysCategory(db: Kysely<DB>, id: number): Promise<void> {
  if (!(await repo.listSysCategories(db)).some((r) => r.id === id)) throw appError('CATEGORY_NOT_FOUND');
}

export async function sysCategoryChildren(db: Kysely<DB>, parentId = 0): Promise<TCategory[]> {
  const rows = await repo.listSysCategories(db);
  if (parentId !== 0 && !rows.some((r) => r.id === parentId)) throw appError('CATEGORY_NOT_FOUND');
  return rows.filter((r) => r.parent_id === parentId).map(toCategory);
}

/** `showSon`: the subtree under a category, or the whole tree. */
export async function showSon(db: Kysely<DB>, id = 0): Promise<TCategory[]> {
  const rows = await repo.listSysCategories(db);
  if (id !== 0 && !rows.some((r) => r.id === id)) throw appError('CATEGORY_NOT_FOUND');
  return buildTree(rows, id);
}

export async function sellerCategoryChildren(db: Kysely<DB>, sellerId: number, parentId = 0): Promise<TCategory[]> {
  if (!(await repo.sellerExists(db, sellerId))) throw appError('SHOP_NOT_FOUND');
  const rows = await repo.listSellerCategories(db, sellerId);
  if (parentId !== 0 && !rows.some((r) => r.id === parentId)) throw appError('CATEGORY_NOT_FOUND');
  return buildTree(rows, parentId);
}

// ---------------------------------------------------------------- product list and search

/** The system categories whose name has `term` (normalized as search text is), with everything below them. */
export function categoriesNamed(rows: { id: number; parent_id: number; name: string }[], term: string): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    if (normalizeText(row.name).includes(term)) for (const id of descendantIds(rows, row.id)) ids.add(id);
  }
  return [...ids];
}

/** `queryPortalPage`: filters, search, sort and paging; answers one page and the count of all matches. */
export async function queryProductPage(
  db: Kysely<DB>,
  q: TQueryPortalPageParsed,
): Promise<{ list: TProductCard[]; total: number }> {
  const terms = q.queryName ? queryTerms(q.queryName) : [];
  if (q.queryName && terms.length === 0) return { list: [], total: 0 };
  const sysCategories = terms.length > 0 || q.sysCategoryId ? await repo.listSysCategories(db) : [];
  const filter: repo.TCardFilter = {
    sysCategoryIds: q.sysCategoryId ? descendantIds(sysCategories, q.sysCategoryId) : undefined,
    categoryIds: q.categoryId ? descendantIds(await repo.listSellerCategoryLinks(db), q.categoryId) : undefined,
    sellerId: q.agentId,
    minPriceFen: q.priceStart !== undefined ? yuanToFen(q.priceStart) : undefined,
    maxPriceFen: q.priceEnd !== undefined ? yuanToFen(q.priceEnd) : undefined,
    protocols: q.protocol ? toMask(IOT_PROTOCOLS, [q.protocol]) : undefined,
    ecosystems: q.ecosystem ? toMask(IOT_ECOSYSTEMS, [q.ecosystem]) : undefined,
    power: q.power ? toMask(IOT_POWER, [q.power]) : undefined,
    certifications: q.certification ? toMask(IOT_CERTIFICATIONS, [q.certification]) : undefined,
    hubRequired: q.hubRequired,
    isInStockOnly: q.onlyInStock === 1,
    grams: [...new Set(terms.flatMap(bigrams))],
    terms,
    unprovenTerms: terms.filter((t) => !isProvenByIndex(t)),
    termCategoryIds: terms.map((t) => categoriesNamed(sysCategories, t)),
  };
  const offset = (q.pageNO - 1) * q.pageRows;
  const { rows, total } = await repo.cardsPage(db, filter, q.sort, offset, q.pageRows);
  return { list: rows.map(toCard), total };
}

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

/** Spec groups in name order, values in first-seen order of the standards. */
/** A standard's values for display: 白色 / Zigbee 版. */
export function joinSpecs(specs: string[]): string {
  return specs.join(' / ');
}

/** The display name of a standard from its stored JSON values. */
export function standardName(specsJson: string): string {
  return joinSpecs(parseJsonList(specsJson));
}

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

async function requireProduct(db: Kysely<DB>, productId: number): Promise<void> {
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

// ---------------------------------------------------------------- portal, recommendations, community

export async function portalItems(db: Kysely<DB>, position: number, rownum: number): Promise<TPortalItem[]> {
  const rows = await repo.listPortalItems(db, position, rownum);
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    title: r.title,
    desc: r.description,
    imageUrl: r.image_url || r.product_image || '',
    productId: r.product_id,
    link: r.link || (r.product_id ? `/product/detail?id=${r.product_id}` : ''),
    price: r.price_fen === null ? null : fenToYuan(r.price_fen),
  }));
}

const SHOP_PRODUCTS = 3;
const CLASSIFICATION_PRODUCTS = 6;

export async function recommendedShops(db: Kysely<DB>, limit = 8): Promise<TShopCard[]> {
  const shops = await repo.listRecommendedShops(db, limit);
  return Promise.all(
    shops.map(async (s) => ({
      agentId: s.seller_id,
      name: s.name,
      logo: s.logo,
      description: s.description,
      productCount: Number(s.product_count),
      sales: Number(s.sales),
      products: (await repo.topCardsOfSeller(db, s.seller_id, SHOP_PRODUCTS)).map(toCard),
    })),
  );
}

/** Top-level categories, each with its best sellers. */
export async function classifications(db: Kysely<DB>): Promise<TClassification[]> {
  const rows = await repo.listSysCategories(db);
  return Promise.all(
    rows
      .filter((r) => r.parent_id === 0)
      .map(async (c) => ({
        id: c.id,
        name: c.name,
        icon: c.icon,
        products: (await repo.topCardsInCategories(db, descendantIds(rows, c.id), CLASSIFICATION_PRODUCTS)).map(toCard),
      })),
  );
}

export async function communityPage(
  db: Kysely<DB>,
  page: number,
  limit: number,
): Promise<{ list: TCommunityPost[]; total: number }> {
  const { rows, total } = await repo.communityPostsPage(db, (page - 1) * limit, limit);
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      // A member's post shows their current name, masked like every public name, and avatar; a post
      // by nobody's account (the demo's) its stored name.
      userName: r.user_id === null ? r.author_name : maskNick(r.nickname || r.username || r.author_name),
      avatar: r.icon || r.author_avatar,
      content: r.content,
      productId: r.product_id,
      productTitle: r.product_title ?? '',
      productImage: r.product_image ?? '',
      createdAt: r.created_at,
    })),
  };
}

export async function addCommunityPost(
  db: Kysely<DB>,
  userId: number,
  input: { content: string; productId?: number | undefined },
): Promise<{ id: number }> {
  if (input.productId !== undefined) await requireProduct(db, input.productId);
  const user = await repo.findAuthorNames(db, userId);
  const id = await repo.insertCommunityPost(db, {
    user_id: userId,
    // Shown only while the account is gone: masked like the name the post shows meanwhile.
    author_name: maskNick(user?.nickname || user?.username || '会员'),
    content: input.content,
    product_id: input.productId ?? null,
    created_at: Date.now(),
  });
  return { id };
}

// ---------------------------------------------------------------- first screens' main pictures

/** The product gallery's file type (spec §7 productFile). */
const GALLERY_FILE_TYPE = 2;

/** Only pictures of this site are named for preloading (others are not allowed by its policy anyway). */
function ownPicture(href: string): string | undefined {
  return href.startsWith('/') && !href.startsWith('//') ? href : undefined;
}

/** Home's main picture: the carousel's first slide at the carousel's size. */
export async function homePicture(db: Kysely<DB>): Promise<string | undefined> {
  const [first] = await portalItems(db, PORTAL_POSITIONS.carousel.position, 1);
  return first ? ownPicture(imageUrl(first.imageUrl, 'carousel')) : undefined;
}

/** The detail's main picture: the gallery's first image (sort order, then id) at the shown size. */
export async function productPicture(db: Kysely<DB>, productId: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(productId) || productId < 1 || !(await repo.productExists(db, productId))) return undefined;
  const [first] = (await repo.listProductFiles(db, productId, GALLERY_FILE_TYPE)).filter((f) => f.path.trim() !== '');
  return first ? ownPicture(imageUrl(first.path, '450')) : undefined;
}

// ---------------------------------------------------------------- the seller's products (workbench)

type TStandardRow = { id: number; specs: string; price_fen: number; stock: number; sales: number };

function toSellerStandard(s: TStandardRow, limitSetting: number | null): TSellerStandard {
  return {
    id: s.id,
    name: standardName(s.specs),
    price: fenToYuan(s.price_fen),
    stock: Number(s.stock),
    sales: Number(s.sales),
    purchaseLimit: purchaseLimitOf(limitSetting, Number(s.stock)),
  };
}

/** The seller's products, on sale or not, latest change first, each with its standards; `total`. */
export async function listSellerProducts(
  db: Kysely<DB>,
  sellerId: number,
  q: { page: number; limit: number; keyword?: string | undefined; status?: number | undefined; lowStock?: boolean },
): Promise<{ list: TSellerProduct[]; total: number }> {
  const filter: repo.TSellerProductFilter = {
    sellerId,
    terms: keywordTerms(q.keyword),
    status: q.status,
    lowStockAt: q.lowStock ? SELLER_LOW_STOCK : undefined,
  };
  const { rows, total } = await repo.sellerProductsPage(db, filter, (q.page - 1) * q.limit, q.limit);
  const standards = await repo.standardsOfProducts(
    db,
    rows.map((r) => r.id),
  );
  const list = rows.map((r): TSellerProduct => {
    const limitSetting = r.purchase_limit === null ? null : Number(r.purchase_limit);
    const own = standards.filter((s) => s.product_id === r.id).map((s) => toSellerStandard(s, limitSetting));
    return {
      id: r.id,
      title: r.title,
      image: r.image,
      categoryName: r.category_name ?? '',
      status: r.status === PRODUCT_STATUS.ON_SALE ? 1 : 0,
      price: fenToYuan(r.price_fen),
      stock: own.reduce((n, s) => n + s.stock, 0),
      sales: Number(r.sales),
      reviewCount: Number(r.review_count),
      updatedAt: Number(r.updated_at),
      purchaseLimit: limitSetting,
      freightTemplateId: r.freight_template_id === null ? null : Number(r.freight_template_id),
      standards: own,
    };
  });
  return { list, total };
}

/** The seller's standard as it is now (inside the caller's transaction). */
async function sellerStandardNow(db: Kysely<DB>, standardId: number): Promise<TSellerStandard> {
  const row = await repo.standardWithSeller(db, standardId);
  if (!row) throw appError('STANDARD_NOT_FOUND');
  return toSellerStandard(row, row.purchase_limit === null ? null : Number(row.purchase_limit));
}

/**
 * Sets a standard's price and, in the same transaction, the product's list price (its lowest
 * standard). Locks in the order every buying transaction takes them: the standard, then its product;
 * the lowest price is read after the product's lock is held, so two price changes of one product's
 * standards never leave a stale list price. Another seller's standard is 404.
 */
export async function updateStandardPrice(
  db: Kysely<DB>,
  sellerId: number,
  input: { standardId: number; price: number },
): Promise<TSellerStandard> {
  return db.transaction().execute(async (trx) => {
    const productId = await repo.setStandardPrice(trx, sellerId, input.standardId, yuanToFen(input.price));
    if (productId === undefined) throw appError('STANDARD_NOT_FOUND');
    await repo.touchProduct(trx, productId, Date.now());
    await repo.refreshProductPrice(trx, productId);
    return sellerStandardNow(trx, input.standardId);
  });
}

/**
 * 入库 / 出库: one guarded write `stock = stock + delta where stock + delta >= 0` (never a read, then a
 * write: an order's reservation made meanwhile is never lost). Nothing written: another seller's
 * standard is 404, else 409 STOCK_ADJUST_NEGATIVE with the stock now.
 */
export async function adjustStandardStock(
  db: Kysely<DB>,
  sellerId: number,
  input: { standardId: number; delta: number },
): Promise<TSellerStandard> {
  return db.transaction().execute(async (trx) => {
    const productId = await repo.addStandardStock(trx, sellerId, input.standardId, input.delta);
    if (productId === undefined) {
      const row = await repo.standardWithSeller(trx, input.standardId);
      if (!row || row.seller_id !== sellerId) throw appError('STANDARD_NOT_FOUND');
      throw appError('STOCK_ADJUST_NEGATIVE', { stock: Number(row.stock) });
    }
    await repo.touchProduct(trx, productId, Date.now());
    return sellerStandardNow(trx, input.standardId);
  });
}

/**
 * Stock and sales change only here (catalogue owns `product_standards` and `products`); orders and
 * after-sales call these inside their own transaction (`trx`), so a reservation, a release or a sale
 * commits or rolls back with the order rows it belongs to. Every write is one guarded statement.
 */

/** Takes `n` units of a standard when at least `n` are left; answers whether it did (an order placed). */
export function reserveStock(trx: Kysely<DB>, standardId: number, n: number): Promise<boolean> {
  return repo.reserveStock(trx, standardId, n);
}

/**
 * Gives units back (an unpaid order cancelled, returned goods received), standards in id order as
 * every stock write, so two transactions never lock the same rows in opposite orders.
 */
export async function releaseStock(trx: Kysely<DB>, lines: { standardId: number; n: number }[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.standardId - b.standardId)) {
    if (line.n > 0) await repo.releaseStock(trx, line.standardId, line.n);
  }
}

/** Counts paid units as sales: standards in id order, then products in id order (one lock order). */
export async function recordSales(
  trx: Kysely<DB>,
  sold: { standards: [number, number][]; products: [number, number][] },
): Promise<void> {
  for (const [standardId, n] of [...sold.standards].sort((a, b) => a[0] - b[0])) {
    await repo.addStandardSales(trx, standardId, n);
  }
  for (const [productId, n] of [...sold.products].sort((a, b) => a[0] - b[0])) {
    await repo.addProductSales(trx, productId, n);
  }
}

/** Counts a new review on its product (inside the review's transaction `trx`). */
export function countProductReview(
  trx: Kysely<DB>,
  productId: number,
  review: { good: boolean; hasImage: boolean },
): Promise<void> {
  return repo.addProductReview(trx, productId, review);
}

/** Puts the seller's product on sale (1) or off the shelf (0); another seller's is 404. */
export async function setSellerProductStatus(
  db: Kysely<DB>,
  sellerId: number,
  input: { productId: number; status: 0 | 1 },
): Promise<void> {
  const status = input.status === 1 ? PRODUCT_STATUS.ON_SALE : PRODUCT_STATUS.OFF_SALE;
  if (!(await repo.setSellerProductStatus(db, sellerId, input.productId, status, Date.now()))) {
    throw appError('PRODUCT_NOT_FOUND');
  }
}

/**
 * Sets the seller's product's 限购 (null: the default rule) and answers what now applies to each of
 * its standards. One guarded write (`where seller_id = me`): another seller's product is 404. Orders
 * read the setting inside their own transaction, so the next order keeps the new limit.
 */
export async function setSellerPurchaseLimit(
  db: Kysely<DB>,
  sellerId: number,
  input: { productId: number; limit: number | null },
): Promise<TSellerPurchaseLimit> {
  if (!(await repo.setPurchaseLimit(db, sellerId, input.productId, input.limit, Date.now()))) {
    throw appError('PRODUCT_NOT_FOUND');
  }
  const standards = await repo.standardsOfProducts(db, [input.productId]);
  return {
    productId: input.productId,
    purchaseLimit: input.limit,
    standards: standards.map((s) => ({ id: s.id, purchaseLimit: purchaseLimitOf(input.limit, Number(s.stock)) })),
  };
}

/**
 * The seller's product names its freight template (null: free shipping). Another seller's product
 * or template is 404; orders read the template inside their own transaction, so the next order
 * charges by it.
 */
export async function setSellerFreightTemplate(
  db: Kysely<DB>,
  sellerId: number,
  input: { productId: number; templateId: number | null },
): Promise<{ productId: number; freightTemplateId: number | null }> {
  if (input.templateId !== null) await ensureOwnTemplate(db, sellerId, input.templateId);
  const result = await repo.setFreightTemplate(db, sellerId, input.productId, input.templateId, Date.now());
  if (result === 'no-product') throw appError('PRODUCT_NOT_FOUND');
  if (result === 'no-template') throw appError('FREIGHT_TEMPLATE_NOT_FOUND');
  return { productId: input.productId, freightTemplateId: input.templateId };
}

/** The workbench's 库存预警: standards of the seller's products on sale with stock ≤ SELLER_LOW_STOCK. */
export function countLowStock(db: Kysely<DB>, sellerId: number): Promise<number> {
  return repo.countLowStock(db, sellerId, SELLER_LOW_STOCK);
}

/**
 * The system categories the seller sells in (its products', any status) and every one above them: a
 * demand filed under 智能照明 is for a shop that sells in 智能照明 › 智能灯泡 too.
 */
export async function sellerCategoryIds(db: Kysely<DB>, sellerId: number): Promise<number[]> {
  const [own, rows] = await Promise.all([repo.sellerSysCategoryIds(db, sellerId), repo.listSysCategories(db)]);
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  const ids = new Set<number>();
  for (let id of own) {
    while (id && !ids.has(id)) {
      ids.add(id);
      id = parentOf.get(id) ?? 0;
    }
  }
  return [...ids];
}

/** 404 PRODUCT_NOT_FOUND unless the product (on sale or not) is the seller's. */
export async function ensureSellerProduct(db: Kysely<DB>, sellerId: number, productId: number): Promise<void> {
  if (!(await repo.isSellerProduct(db, sellerId, productId))) throw appError('PRODUCT_NOT_FOUND');
}
