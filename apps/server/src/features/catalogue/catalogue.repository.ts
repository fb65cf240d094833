import { PRODUCT_STATUS, type TCompatMasks, type TProductSort } from '@mall/contract';
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import {
  compilePageWithKeptTotal,
  PAGED_RIDER,
  PAGED_TOTAL,
  runPageWithKeptTotal,
  runPageWithTotal,
  type TCompiledPage,
  type TKeptTotal,
} from '../../db/paged.js';
import { perDatabase } from '../../db/per-database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DB } from '../../db/schema.js';
import { containsPattern, inTitlePattern, isProvenByIndex } from './search-text.js';

export const ON_SALE = PRODUCT_STATUS.ON_SALE;

/** The columns a card needs, of products `p` and their shop `s`. */
const CARD_COLUMNS = [
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
  'p.card_version',
] as const;

/** Product cards on sale: products `p` joined with their shop `s`, the columns a card needs. */
function cardsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.seller_id', 'p.seller_id')
    .where('p.status', '=', ON_SALE)
    .select(CARD_COLUMNS);
}

export type TCardRow = Awaited<ReturnType<ReturnType<typeof cardsQuery>['executeTakeFirstOrThrow']>>;

/**
 * What a page of a list reads of each product: its id and the version of its card (the cards come
 * from `cardsAtVersions`, kept by the process or read then).
 */
const CARD_KEY = ['p.id', 'p.card_version'] as const;

export interface TCardKey {
  id: number;
  card_version: number;
}

/** `column LIKE pattern` with `\` as the escape character, the same on SQLite and PostgreSQL. */
function likeContains(column: Expression<string>, term: string) {
  return sql<SqlBool>`${column} like ${containsPattern(term)} escape '\\'`;
}

/** The search text has `term` in its title part. */
function titleContains(term: string) {
  return sql<SqlBool>`p.search_text like ${inTitlePattern(term)} escape '\\'`;
}

/**
 * The title has `term`: for the search's lead term, its joined index row `g` says so (migration
 * 2026121701); any other term is looked for in the search text.
 */
function titleHas(term: string, lead: string | undefined) {
  return term === lead ? sql<SqlBool>`g.in_title = 1` : titleContains(term);
}

/** `(column & bit) <> 0`: the product has this IoT value. */
function hasBit(column: 'p.protocols' | 'p.ecosystems' | 'p.power' | 'p.certifications', bit: number) {
  return sql<SqlBool>`(${sql.ref(column)} & ${bit}) <> 0`;
}

/** `isOkByMasks` (compat.rules.ts) over products `p`: shares an ecosystem (Matter counting), and needs no hub or has one. */
function isOk(home: TCompatMasks): Expression<SqlBool> {
  const matter = sql<SqlBool>`(${hasBit('p.protocols', home.matterProtocol)} or ${hasBit('p.ecosystems', home.matterEcosystem)})`;
  const shares = home.takesMatter
    ? sql<SqlBool>`(${hasBit('p.ecosystems', home.ecosystems)} or ${matter})`
    : hasBit('p.ecosystems', home.ecosystems);
  return sql<SqlBool>`(${shares} and (p.hub_required = 0 or ${hasBit('p.protocols', home.hubProtocols)}))`;
}

/**
 * Products having every bigram of the terms (the search index). One bigram (a two-character query such
 * as 网关, the commonest kind) needs no grouping: its index rows are the products, each once (the
 * grouping cost a tenth of the whole search statement on both databases, issue 36).
 */
function productsWithGrams(db: Kysely<DB>, grams: string[]) {
  const withGram = db.selectFrom('product_search_grams').select('product_id');
  if (grams.length === 1) return withGram.where('gram', '=', grams[0] ?? '');
  return withGram.where('gram', 'in', grams).groupBy('product_id').having(sql`count(*)`, '=', grams.length);
}

/**
 * Every system category (a search matches category names): its columns named, so PostgreSQL keeps it
 * prepared (a `select *` is parsed and planned on every run), and built and compiled once.
 */
const sysCategoriesQuery = preparedQuery((db) =>
  db.selectFrom('sys_categories').select(['id', 'parent_id', 'name', 'icon', 'sort']).orderBy('sort').orderBy('id'),
);

export function listSysCategories(db: Kysely<DB>) {
  return sysCategoriesQuery(db, {});
}

/**
 * Every system category's id, parent and name, in the tree's order: what a search, a category filter
 * and a subtree need. Without the icons the read costs about half (a third on PostgreSQL), and an
 * uncached search reads it every time (issue 36).
 */
const sysCategoryNamesQuery = preparedQuery((db) =>
  db.selectFrom('sys_categories').select(['id', 'parent_id', 'name']).orderBy('sort').orderBy('id'),
);

export function listSysCategoryNames(db: Kysely<DB>) {
  return sysCategoryNamesQuery(db, {});
}

const sysCategoriesVersionQuery = preparedQuery((db) =>
  db.selectFrom('catalogue_versions').select('version').where('name', '=', 'sys_categories'),
);

/** The counter every write of the system categories moves (migration 2026121501). */
export async function sysCategoriesVersion(db: Kysely<DB>): Promise<number> {
  const [row] = await sysCategoriesVersionQuery(db, {});
  return Number(row?.version ?? 0);
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
  /** Only products 兼容 with this home (its masks, compat.rules.ts `isOkByMasks`). */
  compatibleWith?: TCompatMasks | undefined;
  /** Bigrams every match has in the search index. */
  grams: string[];
  /** Terms every match has in its search text (a title hit ranks first). */
  terms: string[];
  /** The terms the bigram index alone does not prove, looked for in the search text itself. */
  unprovenTerms: string[];
  /** Runs of the query typed together and cut into several terms: a title holding one whole ranks first. */
  phrases: string[];
  /** Per term, what besides the title and the brand makes a product about it. */
  termFacts: TTermFacts[];
  /**
   * Only products about every term (title, brand, category or facets have it); otherwise also those
   * that merely mention a term in their description (DESIGN.md §2, issue 36).
   */
  isAboutOnly: boolean;
}

/** What, besides the title and the brand, makes a product about one search term. */
export interface TTermFacts {
  /** The system categories whose name (or an ancestor's) has the term. */
  sysCategoryIds: number[];
  /** The protocol and ecosystem bits whose names have the term (0: none). */
  protocols: number;
  ecosystems: number;
}

/**
 * What a product must satisfy to match the filter, over `products as p` (its status aside); a search
 * whose `lead` term's index rows are joined as `g` (`searchPage`) needs no other test of that term.
 */
function conditions(db: Kysely<DB>, f: TCardFilter, lead?: string): Expression<SqlBool>[] {
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
  if (f.compatibleWith) all.push(isOk(f.compatibleWith));
  const grams = f.grams.filter((gram) => gram !== lead);
  if (grams.length > 0) all.push(sql<SqlBool>`${p('id')} in (${productsWithGrams(db, grams)})`);
  for (const term of f.unprovenTerms) all.push(likeContains(p('search_text'), term));
  if (f.isAboutOnly && f.terms.length > 0) all.push(aboutEveryTerm(f, lead));
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

/** `case when … then 1 else 0 end` summed over the conditions: how many of them hold. */
function howMany(conditions: Expression<SqlBool>[]) {
  return sql.join(
    conditions.map((c) => sql`case when ${c} then 1 else 0 end`),
    sql` + `,
  );
}

/**
 * The compiled statements of the pages asked lately, per database and request (filter, sort, page): a
 * page asked again skips Kysely's build and compile, a fifth of an uncached list's CPU in the profile
 * (issue 36). Only the SQL text and its values are kept; the rows are read from the database each time.
 */
const COMPILED_PAGES_MAX = 500;
const compiledPagesOf = perDatabase(() => new LRUCache<string, TCompiledPage>({ max: COMPILED_PAGES_MAX }));

/**
 * One page of matching products (id and card version) in the chosen order and the count of all matches,
 * in one statement.
 * 综合 (`default`) without a search is the mall's weight, products in stock first; with a search it is
 * relevance: titles holding a phrase of the query whole, then titles holding more of its terms, then
 * products in stock, then sales. Price, sales and newest order every match strictly by their key, ties
 * by id (DESIGN.md §2, issue 36). Each order of a list without a search has its index (migrations
 * 2026112601, 2026121401), so a page reads its own rows, not every match; a search finds its matches
 * through the bigram index once (a materialized `m`), then counts, sorts and cuts them.
 */
export function cardsPage(
  db: Kysely<DB>,
  f: TCardFilter,
  sort: TProductSort,
  offset: number,
  limit: number,
  /** Reads the system categories' version beside the rows (answered as `rider`). */
  withCategoriesVersion = false,
) {
  const cache = compiledPagesOf(db);
  const isSearch = f.terms.length > 0;
  const key = JSON.stringify([f, sort, offset, limit, withCategoriesVersion]);
  let compiled = cache.get(key);
  if (!compiled) {
    const page: TPageAsked = {
      f,
      sort,
      offset,
      limit,
      rider: withCategoriesVersion ? SYS_CATEGORIES_VERSION : undefined,
    };
    compiled = isSearch ? searchPage(db, page) : listPage(db, page);
    cache.set(key, compiled);
  }
  if (isSearch) return runPageWithTotal<TCardKey>(db, compiled, offset);
  return runPageWithKeptTotal<TCardKey>(db, compiled, keptTotalsOf(db), JSON.stringify(f));
}

/**
 * The counts of the lists (without a search) asked lately, per filter, each as of the listing's version
 * (migration 2026121601: every product added or deleted, every change of a column a list is narrowed
 * by): a list's page then reads its own rows only, not every match again (issue 36).
 */
const keptTotalsOf = perDatabase(() => new LRUCache<string, TKeptTotal>({ max: COMPILED_PAGES_MAX }));

/** The listing's version, read by a page's statement beside its rows. */
const LISTING_VERSION = sql<number>`(select version from catalogue_versions where name = 'listing')`;

/** The system categories' version (migration 2026121501), read by a page's statement beside its rows. */
const SYS_CATEGORIES_VERSION = sql<number>`(select version from catalogue_versions where name = 'sys_categories')`;

/** The strict orders of the sort keys, on products `p`. */
function bySortKey<Q extends { orderBy: (...args: never[]) => unknown }>(
  ordered: Q,
  sort: TProductSort,
): Q | undefined {
  const q = ordered as unknown as SelectQueryBuilder<DB & { p: DB['products'] }, 'p', object>;
  switch (sort) {
    case 'priceAsc':
      return q.orderBy('p.price_fen', 'asc').orderBy('p.id', 'asc') as unknown as Q;
    case 'priceDesc':
      return q.orderBy('p.price_fen', 'desc').orderBy('p.id', 'asc') as unknown as Q;
    case 'sales':
      return q.orderBy('p.sales', 'desc').orderBy('p.id', 'asc') as unknown as Q;
    case 'newest':
      return q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc') as unknown as Q;
    default:
      return undefined;
  }
}

/** A page asked of `cardsPage`, and the value riding beside its rows (`PAGED_RIDER`), if any. */
interface TPageAsked {
  f: TCardFilter;
  sort: TProductSort;
  offset: number;
  limit: number;
  rider: Expression<number> | undefined;
}

/** A list without a search: straight from the products, along the order's index. */
function listPage(db: Kysely<DB>, { f, sort, offset, limit, rider }: TPageAsked) {
  let ordered = db.selectFrom('products as p').where('p.status', '=', ON_SALE).select(CARD_KEY);
  if (rider) ordered = ordered.select(sql`${rider}`.as(PAGED_RIDER)) as unknown as typeof ordered;
  for (const condition of conditions(db, f)) ordered = ordered.where(condition);
  ordered =
    bySortKey(ordered, sort) ??
    ordered.orderBy('p.in_stock', 'desc').orderBy('p.sort_weight', 'desc').orderBy('p.id', 'asc');
  return compilePageWithKeptTotal(ordered, countQuery(db, f), LISTING_VERSION, offset, limit);
}

/**
 * A search: its matches `m` found once (the index, the text checks, the relevance figures), then the
 * page's cards joined to them and their count taken from them, where the filter used to run twice.
 */
function searchPage(db: Kysely<DB>, { f, sort, offset, limit, rider }: TPageAsked) {
  // The first two-character term leads: its index rows are the products having it, each once, and say
  // whether their title has it, so its LIKEs and the IN list of its rows are not needed (an uncached
  // 网关 search's statement: about a fifth fewer instructions, issue 36).
  const lead = f.terms.find(isProvenByIndex);
  const products = db.selectFrom('products as p');
  const from = lead
    ? (products.innerJoin('product_search_grams as g', (join) =>
        join.onRef('g.product_id', '=', 'p.id').on('g.gram', '=', lead),
      ) as unknown as typeof products)
    : products;
  let matched = from
    .where('p.status', '=', ON_SALE)
    .select([
      'p.id',
      sql<number>`${f.phrases.length > 0 ? howMany(f.phrases.map(titleContains)) : sql`0`}`.as('phrase_hits'),
      sql<number>`${howMany(f.terms.map((term) => titleHas(term, lead)))}`.as('title_hits'),
    ]);
  for (const condition of conditions(db, f, lead)) matched = matched.where(condition);
  const withMatches = db.with(
    (cte) => cte('m').materialized(),
    () => matched,
  );
  let ordered = withMatches
    .selectFrom('m')
    .innerJoin('products as p', 'p.id', 'm.id')
    .select(CARD_KEY)
    .select((eb) => eb.selectFrom('m').select(eb.fn.countAll<number>().as('n')).as(PAGED_TOTAL));
  if (rider) ordered = ordered.select(sql`${rider}`.as(PAGED_RIDER)) as unknown as typeof ordered;
  ordered =
    bySortKey(ordered, sort) ??
    ordered
      .orderBy('m.phrase_hits', 'desc')
      .orderBy('m.title_hits', 'desc')
      .orderBy('p.in_stock', 'desc')
      .orderBy('p.sales', 'desc')
      .orderBy('p.id', 'asc');
  return {
    page: ordered.limit(limit).offset(offset).compile(),
    count: withMatches
      .selectFrom('m')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .compile(),
  };
}

/** Every term is in the title or the brand, names the product's category (or one above it) or a facet it has. */
function aboutEveryTerm(f: TCardFilter, lead: string | undefined): Expression<SqlBool> {
  const perTerm = f.terms.map((term, i) => {
    const facts = f.termFacts[i];
    const about = [titleHas(term, lead), likeContains(sql`lower(p.brand)`, term)];
    if (facts?.sysCategoryIds.length)
      about.push(sql<SqlBool>`p.sys_category_id in (${sql.join(facts.sysCategoryIds)})`);
    if (facts?.protocols) about.push(hasBit('p.protocols', facts.protocols));
    if (facts?.ecosystems) about.push(hasBit('p.ecosystems', facts.ecosystems));
    return sql<SqlBool>`(${sql.join(about, sql` or `)})`;
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

// ---------------------------------------------------------------- 我的家 (DESIGN.md §H)

/** The gateways on sale and in stock (products in these system categories), best sellers first. */
export function gatewaysOnSale(db: Kysely<DB>, sysCategoryIds: number[]) {
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.title', 'p.protocols', 'p.ecosystems', 'p.hub_required'])
    .where('p.status', '=', ON_SALE)
    .where('p.in_stock', '=', 1)
    .where('p.sys_category_id', 'in', sysCategoryIds)
    .orderBy('p.sales', 'desc')
    .orderBy('p.id')
    .execute();
}

/** The IoT facts of these products, whatever their status (a cart line or a plan's line may be off sale). */
export function iotFactsOf(db: Kysely<DB>, ids: number[]) {
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.sys_category_id', 'p.protocols', 'p.ecosystems', 'p.hub_required'])
    .where('p.id', 'in', ids)
    .execute();
}
