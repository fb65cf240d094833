import { PRODUCT_STATUS, type TProductSort } from '@mall/contract';
import { type Expression, type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import { isForeignKeyViolation } from '../../db/create-db.js';
import { jsonRows, parseJsonRows } from '../../db/json-rows.js';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DB } from '../../db/schema.js';
import type { CommunityPostsTable } from './catalogue.table.js';
import { containsPattern, inTitlePattern } from './search-text.js';

const ON_SALE = PRODUCT_STATUS.ON_SALE;

/** Product cards on sale: products `p` joined with their shop `s`, the columns a card needs. */
function cardsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.seller_id', 'p.seller_id')
    .where('p.status', '=', ON_SALE)
    .select([
      'p.id',
      'p.title',
      'p.subtitle',
      'p.price_fen',
      'p.market_price_fen',
      'p.image',
      'p.seller_id',
      's.name as shop_name',
      'p.sales',
      'p.created_at',
      'p.protocols',
      'p.ecosystems',
      'p.power',
      'p.certifications',
      'p.hub_required',
      'p.in_stock',
    ]);
}

export type TCardRow = Awaited<ReturnType<ReturnType<typeof cardsQuery>['executeTakeFirstOrThrow']>>;

/** `column LIKE pattern` with `\` as the escape character, the same on SQLite and PostgreSQL. */
function likeContains(column: Expression<string>, term: string) {
  return sql<SqlBool>`${column} like ${containsPattern(term)} escape '\\'`;
}

/** The search text has `term` in its title part. */
function titleContains(term: string) {
  return sql<SqlBool>`p.search_text like ${inTitlePattern(term)} escape '\\'`;
}

/** `(column & bit) <> 0`: the product has this IoT value. */
function hasBit(column: 'p.protocols' | 'p.ecosystems' | 'p.power' | 'p.certifications', bit: number) {
  return sql<SqlBool>`(${sql.ref(column)} & ${bit}) <> 0`;
}

/** Products having every bigram of the terms (the search index). */
function productsWithGrams(db: Kysely<DB>, grams: string[]) {
  return db
    .selectFrom('product_search_grams')
    .select('product_id')
    .where('gram', 'in', grams)
    .groupBy('product_id')
    .having(sql`count(*)`, '=', grams.length);
}

/**
 * A product on sale with its shop (the columns the detail shows: the search text stays behind), in one
 * prepared statement with what the detail shows beside it: `better_sellers`, how many products on
 * sale in its category sold more (the detail's 热卖 mark); `standards`, its standards in their order;
 * `category_path`, its system category and the ones above it, root first (at most 10 levels). One
 * statement: a detail is the hottest uncached read, and on PostgreSQL each statement is a round trip.
 */
const productOnSale = preparedQuery((db, { id }: { id: number }) =>
  db
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.seller_id', 'p.seller_id')
    .select([
      'p.id',
      'p.seller_id',
      'p.sys_category_id',
      'p.category_id',
      'p.title',
      'p.subtitle',
      'p.brand',
      'p.model',
      'p.unit',
      'p.price_fen',
      'p.market_price_fen',
      'p.sales',
      'p.review_count',
      'p.good_review_count',
      'p.image_review_count',
      'p.spec_names',
      'p.protocols',
      'p.ecosystems',
      'p.power',
      'p.certifications',
      'p.hub_required',
      'p.created_at',
      'p.purchase_limit',
      's.name as shop_name',
      's.logo as shop_logo',
    ])
    .select((eb) => [
      eb
        .selectFrom('products as b')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('b.sys_category_id', '=', 'p.sys_category_id')
        .where('b.status', '=', ON_SALE)
        .whereRef('b.sales', '>', 'p.sales')
        .as('better_sellers'),
      jsonRows(db, standardsQuery(db).where('product_id', '=', sql.ref<number>('p.id'))).as('standards'),
      jsonRows(db, categoryPathQuery(db, id)).as('category_path'),
    ])
    .where('p.id', '=', id)
    .where('p.status', '=', ON_SALE),
);

/** A product on sale, its standards and its category path (see `productOnSale`). */
export async function findProduct(db: Kysely<DB>, id: number) {
  const row = (await productOnSale(db, { id }))[0];
  if (!row) return undefined;
  return { ...row, standards: parseJsonRows(row.standards), category_path: parseJsonRows(row.category_path) };
}

/** A product's system category and its ancestors, root first (at most 10 levels). */
function categoryPathQuery(db: Kysely<DB>, productId: number) {
  return db
    .withRecursive('path(id, parent_id, name, depth)', (qb) =>
      qb
        .selectFrom('sys_categories as c')
        .innerJoin('products as p', 'p.sys_category_id', 'c.id')
        .select(['c.id', 'c.parent_id', 'c.name', sql<number>`0`.as('depth')])
        .where('p.id', '=', productId)
        .unionAll((up) =>
          up
            .selectFrom('sys_categories as c')
            .innerJoin('path', 'path.parent_id', 'c.id')
            .select(['c.id', 'c.parent_id', 'c.name', sql<number>`path.depth + 1`.as('depth')])
            .where('path.depth', '<', 9),
        ),
    )
    .selectFrom('path')
    .select(['id', 'name'])
    .orderBy('depth', 'desc');
}

/** A product on sale's 限购 setting (null: the default rule), or undefined when it is not on sale. */
export function findPurchaseLimit(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('products')
    .select('purchase_limit')
    .where('id', '=', id)
    .where('status', '=', ON_SALE)
    .executeTakeFirst();
}

export async function productExists(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', ON_SALE)
    .executeTakeFirst();
  return row !== undefined;
}

/** A product's standards in their order (the columns named: PostgreSQL prepares it). */
function standardsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('product_standards')
    .select(['id', 'product_id', 'specs', 'price_fen', 'stock', 'sales'])
    .orderBy('sort')
    .orderBy('id');
}

const standardsOf = preparedQuery((db, { productId }: { productId: number }) =>
  standardsQuery(db).where('product_id', '=', productId),
);

export function listStandards(db: Kysely<DB>, productId: number) {
  return standardsOf(db, { productId });
}

export async function listSysCategories(db: Kysely<DB>) {
  return db.selectFrom('sys_categories').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function listSellerCategories(db: Kysely<DB>, sellerId: number) {
  return db
    .selectFrom('seller_categories')
    .selectAll()
    .where('seller_id', '=', sellerId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function sellerExists(db: Kysely<DB>, sellerId: number): Promise<boolean> {
  const row = await db.selectFrom('shops').select('seller_id').where('seller_id', '=', sellerId).executeTakeFirst();
  return row !== undefined;
}

/** Every seller category's id and parent (all sellers: a category id is unique across shops). */
export function listSellerCategoryLinks(db: Kysely<DB>) {
  return db.selectFrom('seller_categories').select(['id', 'parent_id']).execute();
}

// ---------------------------------------------------------------- product list and search

/** What a product list is narrowed by; the service resolves categories, masks and search terms. */
export interface TCardFilter {
  sysCategoryIds?: number[] | undefined;
  categoryIds?: number[] | undefined;
  sellerId?: number | undefined;
  minPriceFen?: number | undefined;
  maxPriceFen?: number | undefined;
  /** IoT bit masks: the product has this value. */
  protocols?: number | undefined;
  ecosystems?: number | undefined;
  power?: number | undefined;
  certifications?: number | undefined;
  hubRequired?: number | undefined;
  /** Only products with a standard in stock. */
  isInStockOnly?: boolean | undefined;
  /** Bigrams every match has in the search index. */
  grams: string[];
  /** Terms every match has in its search text (a title hit ranks first). */
  terms: string[];
  /** The terms the bigram index alone does not prove, looked for in the search text itself. */
  unprovenTerms: string[];
  /**
   * Per term, the system categories whose name (or an ancestor's) has it: a product in one of them
   * is a strong match for that term, as one with the term in its title is.
   */
  termCategoryIds: number[][];
}

/** What a product must satisfy to match the filter, over `products as p` (its status aside). */
function conditions(db: Kysely<DB>, f: TCardFilter): Expression<SqlBool>[] {
  const p = (column: string) => sql.ref<string>(`p.${column}`);
  const all: Expression<SqlBool>[] = [];
  if (f.sysCategoryIds) all.push(sql<SqlBool>`${p('sys_category_id')} in (${sql.join(f.sysCategoryIds)})`);
  if (f.categoryIds) all.push(sql<SqlBool>`${p('category_id')} in (${sql.join(f.categoryIds)})`);
  if (f.sellerId) all.push(sql<SqlBool>`${p('seller_id')} = ${f.sellerId}`);
  if (f.minPriceFen !== undefined) all.push(sql<SqlBool>`${p('price_fen')} >= ${f.minPriceFen}`);
  if (f.maxPriceFen !== undefined) all.push(sql<SqlBool>`${p('price_fen')} <= ${f.maxPriceFen}`);
  if (f.protocols !== undefined) all.push(hasBit('p.protocols', f.protocols));
  if (f.ecosystems !== undefined) all.push(hasBit('p.ecosystems', f.ecosystems));
  if (f.power !== undefined) all.push(hasBit('p.power', f.power));
  if (f.certifications !== undefined) all.push(hasBit('p.certifications', f.certifications));
  if (f.hubRequired !== undefined) all.push(sql<SqlBool>`${p('hub_required')} = ${f.hubRequired}`);
  if (f.isInStockOnly) all.push(sql<SqlBool>`${p('in_stock')} = 1`);
  if (f.grams.length > 0) all.push(sql<SqlBool>`${p('id')} in (${productsWithGrams(db, f.grams)})`);
  for (const term of f.unprovenTerms) all.push(likeContains(p('search_text'), term));
  return all;
}

/**
 * How many products on sale match. No join: every seller has its shop (created with the seller),
 * so the cards query's shop join never drops a product.
 */
function countQuery(db: Kysely<DB>, f: TCardFilter) {
  let counted = db
    .selectFrom('products as p')
    .where('p.status', '=', ON_SALE)
    .select((eb) => eb.fn.countAll<number>().as('n'));
  for (const condition of conditions(db, f)) counted = counted.where(condition);
  return counted;
}

/**
 * One page of matching cards in the chosen order (default: relevance when searching, else the mall's
 * weight) and the count of all matches, in one statement (`pageWithTotal`). Products in stock come first and a
 * search's strong matches lead within them (DESIGN.md §2). Every order without a search starts with
 * `in_stock` and ends in `id` and has its index (migration 2026112601), so a page reads its own rows,
 * not every match; a search sorts only its matches, found through the bigram index.
 */
export function cardsPage(db: Kysely<DB>, f: TCardFilter, sort: TProductSort, offset: number, limit: number) {
  let ordered = cardsQuery(db);
  for (const condition of conditions(db, f)) ordered = ordered.where(condition);
  // Sold-out products come last under every order (the indexes lead with in_stock).
  ordered = ordered.orderBy('p.in_stock', 'desc');
  if (f.terms.length > 0) {
    // Strong matches first under every order (DESIGN.md §2): each term in the title or the category.
    ordered = ordered.orderBy(sql`case when ${strongMatch(f)} then 1 else 0 end`, 'desc');
  }
  switch (sort) {
    case 'priceAsc':
      ordered = ordered.orderBy('p.price_fen', 'asc').orderBy('p.id', 'asc');
      break;
    case 'priceDesc':
      ordered = ordered.orderBy('p.price_fen', 'desc').orderBy('p.id', 'asc');
      break;
    case 'sales':
      ordered = ordered.orderBy('p.sales', 'desc').orderBy('p.id', 'asc');
      break;
    case 'newest':
      ordered = ordered.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
      break;
    default:
      if (f.terms.length > 0) {
        // Relevance: terms found in the title weigh more than terms found only in the facts.
        const titleHits = f.terms.map((t) => sql<number>`case when ${titleContains(t)} then 1 else 0 end`);
        ordered = ordered.orderBy(sql`${sql.join(titleHits, sql` + `)}`, 'desc');
        ordered = ordered.orderBy('p.sales', 'desc').orderBy('p.id', 'asc');
      } else {
        ordered = ordered.orderBy('p.sort_weight', 'desc').orderBy('p.id', 'asc');
      }
  }
  return pageWithTotal(ordered, countQuery(db, f), offset, limit);
}

/** Every term is in the title, or names the product's category (or one above it). */
function strongMatch(f: TCardFilter): Expression<SqlBool> {
  const perTerm = f.terms.map((term, i) => {
    const ids = f.termCategoryIds[i] ?? [];
    return ids.length > 0
      ? sql<SqlBool>`(${titleContains(term)} or p.sys_category_id in (${sql.join(ids)}))`
      : titleContains(term);
  });
  return sql<SqlBool>`(${sql.join(perTerm, sql` and `)})`;
}

/** Cards of these products (those on sale), in no particular order. */
export function cardsByIds(db: Kysely<DB>, ids: number[]) {
  return cardsQuery(db).where('p.id', 'in', ids).execute();
}

/** A seller's best sellers. */
export function topCardsOfSeller(db: Kysely<DB>, sellerId: number, limit: number) {
  return cardsQuery(db)
    .where('p.seller_id', '=', sellerId)
    .orderBy('p.sales', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** The best sellers in these system categories. */
export function topCardsInCategories(db: Kysely<DB>, sysCategoryIds: number[], limit: number) {
  return cardsQuery(db)
    .where('p.sys_category_id', 'in', sysCategoryIds)
    .orderBy('p.sales', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

// ---------------------------------------------------------------- detail, standards, files, rich text

/** The spec group names (JSON) of a product on sale. */
export function findSpecNames(db: Kysely<DB>, productId: number) {
  return db
    .selectFrom('products')
    .select(['spec_names', 'purchase_limit'])
    .where('id', '=', productId)
    .where('status', '=', ON_SALE)
    .executeTakeFirst();
}

export function listProductFiles(db: Kysely<DB>, productId: number, type: number) {
  return db
    .selectFrom('product_files')
    .selectAll()
    .where('product_id', '=', productId)
    .where('type', '=', type)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findRichText(db: Kysely<DB>, productId: number, type: number) {
  return db
    .selectFrom('rich_texts')
    .select('html_code')
    .where('product_id', '=', productId)
    .where('type', '=', type)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- portal, recommendations, community

/** A portal position's slots with their product's image and price; slots of off-sale products are left out. */
export function listPortalItems(db: Kysely<DB>, position: number, rownum: number) {
  return (
    db
      .selectFrom('portal_items as i')
      .leftJoin('products as p', (join) => join.onRef('p.id', '=', 'i.product_id').on('p.status', '=', ON_SALE))
      .select([
        'i.id',
        'i.position',
        'i.title',
        'i.description',
        'i.image_url',
        'i.product_id',
        'i.link',
        'p.image as product_image',
        'p.price_fen',
      ])
      .where('i.position', '=', position)
      // A slot whose product went off sale is left out before counting rownum.
      .where((eb) => eb.or([eb('i.product_id', 'is', null), eb('p.id', 'is not', null)]))
      .orderBy('i.sort')
      .orderBy('i.id')
      .limit(rownum)
      .execute()
  );
}

/** Recommended shops, each with its count of products on sale and their total sales. */
export function listRecommendedShops(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('shops as s')
    .leftJoin('products as p', (join) => join.onRef('p.seller_id', '=', 's.seller_id').on('p.status', '=', ON_SALE))
    .select((eb) => [
      's.seller_id',
      's.name',
      's.logo',
      's.description',
      eb.fn.count<number>('p.id').as('product_count'),
      eb.fn.coalesce(eb.fn.sum<number>('p.sales'), sql<number>`0`).as('sales'),
    ])
    .where('s.recommend_sort', '>', 0)
    .groupBy(['s.seller_id', 's.name', 's.logo', 's.description', 's.recommend_sort'])
    .orderBy('s.recommend_sort', 'desc')
    .orderBy('s.seller_id')
    .limit(limit)
    .execute();
}

/** A page of community posts newest first, with their product and their author's current account names, and their count. */
export function communityPostsPage(db: Kysely<DB>, offset: number, limit: number) {
  const page = db
    .selectFrom('community_posts as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.user_id',
      'c.author_name',
      'c.author_avatar',
      'c.content',
      'c.product_id',
      'c.created_at',
      'p.title as product_title',
      'p.image as product_image',
      'u.nickname',
      'u.username',
      'u.icon',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc');
  const count = db.selectFrom('community_posts').select((eb) => eb.fn.countAll<number>().as('n'));
  return pageWithTotal(page, count, offset, limit);
}

/** The names a post's author is shown by. */
export function findAuthorNames(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select(['nickname', 'username']).where('id', '=', userId).executeTakeFirst();
}

export async function insertCommunityPost(db: Kysely<DB>, row: Insertable<CommunityPostsTable>): Promise<number> {
  const inserted = await db.insertInto('community_posts').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Products by id whatever their status (a plan's bill of materials shows an off-sale one too). */
export function productsAnyStatus(db: Kysely<DB>, ids: number[]) {
  return db
    .selectFrom('products')
    .select(['id', 'title', 'image', 'status', 'purchase_limit'])
    .where('id', 'in', ids)
    .execute();
}

/** Standards by id with their product id. */
export function standardsByIds(db: Kysely<DB>, ids: number[]) {
  return db
    .selectFrom('product_standards')
    .select(['id', 'product_id', 'specs', 'price_fen', 'stock'])
    .where('id', 'in', ids)
    .execute();
}

// ---------------------------------------------------------------- the seller's products (workbench)

/** What the seller's product list is narrowed by (DESIGN.md §2 seller workbench). */
export interface TSellerProductFilter {
  sellerId: number;
  /** Lower-cased terms, each of which the title must hold (LIKE characters literal). */
  terms: string[];
  status?: number | undefined;
  /** Only products with a standard at or below this stock. */
  lowStockAt?: number | undefined;
}

function sellerProductsFiltered(db: Kysely<DB>, f: TSellerProductFilter) {
  let q = db.selectFrom('products as p').where('p.seller_id', '=', f.sellerId);
  for (const term of f.terms) q = q.where(hasTermIn(['p.title'], term));
  if (f.status !== undefined) q = q.where('p.status', '=', f.status);
  const lowAt = f.lowStockAt;
  if (lowAt !== undefined) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_standards as ls')
          .select('ls.id')
          .whereRef('ls.product_id', '=', 'p.id')
          .where('ls.stock', '<=', lowAt),
      ),
    );
  }
  return q;
}

/**
 * One page of the seller's products, latest change first (index products_seller_updated_idx), and the
 * count of all of them.
 */
export function sellerProductsPage(db: Kysely<DB>, f: TSellerProductFilter, offset: number, limit: number) {
  const page = sellerProductsFiltered(db, f)
    .leftJoin('sys_categories as c', 'c.id', 'p.sys_category_id')
    .select([
      'p.id',
      'p.title',
      'p.image',
      'p.status',
      'p.price_fen',
      'p.sales',
      'p.review_count',
      'p.updated_at',
      'p.purchase_limit',
      'p.freight_template_id',
      'c.name as category_name',
    ])
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id', 'desc');
  const count = sellerProductsFiltered(db, f).select((eb) => eb.fn.countAll<number>().as('n'));
  return pageWithTotal(page, count, offset, limit);
}

/** The standards of these products, each product's in their order. */
export function standardsOfProducts(db: Kysely<DB>, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return standardsQuery(db).where('product_id', 'in', productIds).execute();
}

/** One standard with its product's seller (any status), or undefined. */
export function standardWithSeller(db: Kysely<DB>, standardId: number) {
  return db
    .selectFrom('product_standards as st')
    .innerJoin('products as p', 'p.id', 'st.product_id')
    .select([
      'st.id',
      'st.product_id',
      'st.specs',
      'st.price_fen',
      'st.stock',
      'st.sales',
      'p.seller_id',
      'p.purchase_limit',
    ])
    .where('st.id', '=', standardId)
    .executeTakeFirst();
}

/** The seller's standard `standardId` takes a new price; answers its product, or undefined (not the seller's). */
export async function setStandardPrice(
  db: Kysely<DB>,
  sellerId: number,
  standardId: number,
  priceFen: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('product_standards')
    .set({ price_fen: priceFen })
    .where('id', '=', standardId)
    .where('product_id', 'in', (eb) => eb.selectFrom('products').select('id').where('seller_id', '=', sellerId))
    .returning('product_id')
    .executeTakeFirst();
  return row?.product_id;
}

/**
 * Moves the seller's standard's stock by `delta` in one guarded statement: never below 0, and relative
 * to the stock at the write (a unit an order takes meanwhile is never lost). Answers its product, or
 * undefined when nothing was written (not the seller's, or not enough stock).
 */
export async function addStandardStock(
  db: Kysely<DB>,
  sellerId: number,
  standardId: number,
  delta: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('product_standards')
    .set({ stock: sql`stock + ${delta}` })
    .where('id', '=', standardId)
    .where(sql<SqlBool>`stock + ${delta} >= 0`)
    .where('product_id', 'in', (eb) => eb.selectFrom('products').select('id').where('seller_id', '=', sellerId))
    .returning('product_id')
    .executeTakeFirst();
  return row?.product_id;
}

/** Marks a product changed (and takes its row lock for the rest of the transaction). */
export async function touchProduct(db: Kysely<DB>, productId: number, now: number): Promise<void> {
  await db.updateTable('products').set({ updated_at: now }).where('id', '=', productId).execute();
}

/** The product's list price follows its lowest standard (run after `touchProduct` holds the row). */
export async function refreshProductPrice(db: Kysely<DB>, productId: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      price_fen: eb
        .selectFrom('product_standards')
        .select((s) => s.fn.min<number>('price_fen').as('m'))
        .where('product_id', '=', productId),
    }))
    .where('id', '=', productId)
    .where((eb) => eb.exists(eb.selectFrom('product_standards').select('id').where('product_id', '=', productId)))
    .execute();
}

/** Puts the seller's product on sale or off the shelf; answers whether it was the seller's. */
export async function setSellerProductStatus(
  db: Kysely<DB>,
  sellerId: number,
  productId: number,
  status: number,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('products')
    .set({ status, updated_at: now })
    .where('id', '=', productId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The seller's product takes a new 限购 (null: the default); answers false when it is not the seller's. */
export async function setPurchaseLimit(
  db: Kysely<DB>,
  sellerId: number,
  productId: number,
  limit: number | null,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('products')
    .set({ purchase_limit: limit, updated_at: now })
    .where('id', '=', productId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * The seller's product names a freight template (null: free shipping): 'set', 'no-product' when it
 * is not the seller's, 'no-template' when the template was removed meanwhile (the foreign key).
 */
export async function setFreightTemplate(
  db: Kysely<DB>,
  sellerId: number,
  productId: number,
  templateId: number | null,
  now: number,
): Promise<'set' | 'no-product' | 'no-template'> {
  try {
    const res = await db
      .updateTable('products')
      .set({ freight_template_id: templateId, updated_at: now })
      .where('id', '=', productId)
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0 ? 'set' : 'no-product';
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'no-template';
    throw err;
  }
}

/** Standards of the seller's products on sale with stock at or below `atMost`. */
export async function countLowStock(db: Kysely<DB>, sellerId: number, atMost: number): Promise<number> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('product_standards as st', 'st.product_id', 'p.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.seller_id', '=', sellerId)
    .where('p.status', '=', ON_SALE)
    .where('st.stock', '<=', atMost)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The system categories the seller has products in (any status). */
export async function sellerSysCategoryIds(db: Kysely<DB>, sellerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('sys_category_id')
    .distinct()
    .where('seller_id', '=', sellerId)
    .execute();
  return rows.map((r) => r.sys_category_id);
}

/** Whether the product (any status) is the seller's. */
export async function isSellerProduct(db: Kysely<DB>, sellerId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every community post a buyer wrote, oldest first (the data export). */
export function communityPostsOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('community_posts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Account deletion: the posts stay, their stored author name and picture go. */
export async function anonymiseCommunityPostsOf(db: Kysely<DB>, userId: number, name: string): Promise<void> {
  await db
    .updateTable('community_posts')
    .set({ author_name: name, author_avatar: '' })
    .where('user_id', '=', userId)
    .execute();
}

/** Takes `n` units of a standard when at least `n` are left, in one statement; answers whether it did. */
export async function reserveStock(db: Kysely<DB>, standardId: number, n: number): Promise<boolean> {
  const res = await db
    .updateTable('product_standards')
    .set({ stock: sql`stock - ${n}` })
    .where('id', '=', standardId)
    .where('stock', '>=', n)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Gives `n` units of a standard back (an unpaid order cancelled, a return received). */
export async function releaseStock(db: Kysely<DB>, standardId: number, n: number): Promise<void> {
  await db
    .updateTable('product_standards')
    .set({ stock: sql`stock + ${n}` })
    .where('id', '=', standardId)
    .execute();
}

export async function addStandardSales(db: Kysely<DB>, standardId: number, n: number): Promise<void> {
  await db
    .updateTable('product_standards')
    .set({ sales: sql`sales + ${n}` })
    .where('id', '=', standardId)
    .execute();
}

export async function addProductSales(db: Kysely<DB>, productId: number, n: number): Promise<void> {
  await db
    .updateTable('products')
    .set({ sales: sql`sales + ${n}` })
    .where('id', '=', productId)
    .execute();
}

/** Moves a product's review counters by one review (same transaction as the review row). */
export async function addProductReview(
  db: Kysely<DB>,
  productId: number,
  review: { good: boolean; hasImage: boolean },
): Promise<void> {
  await db
    .updateTable('products')
    .set({
      review_count: sql`review_count + 1`,
      good_review_count: sql`good_review_count + ${review.good ? 1 : 0}`,
      image_review_count: sql`image_review_count + ${review.hasImage ? 1 : 0}`,
    })
    .where('id', '=', productId)
    .execute();
}
