import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { containsPattern, inTitlePattern } from './search-text.js';

/** Products on sale. */
export const ON_SALE = 1;

/** Product cards on sale: products `p` joined with their shop `s`, the columns a card needs. */
export function cardsQuery(db: Kysely<DB>) {
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
    ]);
}

export type TCardRow = Awaited<ReturnType<ReturnType<typeof cardsQuery>['executeTakeFirstOrThrow']>>;

/** `column LIKE pattern` with `\` as the escape character, the same on SQLite and PostgreSQL. */
export function likeContains(column: Expression<string>, term: string) {
  return sql<SqlBool>`${column} like ${containsPattern(term)} escape '\\'`;
}

/** The search text has `term` in its title part. */
export function titleContains(term: string) {
  return sql<SqlBool>`p.search_text like ${inTitlePattern(term)} escape '\\'`;
}

/** `(column & bit) <> 0`: the product has this IoT value. */
export function hasBit(column: 'p.protocols' | 'p.ecosystems' | 'p.power' | 'p.certifications', bit: number) {
  return sql<SqlBool>`(${sql.ref(column)} & ${bit}) <> 0`;
}

/** Products having every bigram of the terms (the search index). */
export function productsWithGrams(db: Kysely<DB>, grams: string[]) {
  return db
    .selectFrom('product_search_grams')
    .select('product_id')
    .where('gram', 'in', grams)
    .groupBy('product_id')
    .having(sql`count(*)`, '=', grams.length);
}

export async function findProduct(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.seller_id', 'p.seller_id')
    .selectAll('p')
    .select(['s.name as shop_name', 's.logo as shop_logo'])
    .where('p.id', '=', id)
    .where('p.status', '=', ON_SALE)
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

export async function listStandards(db: Kysely<DB>, productId: number) {
  return db
    .selectFrom('product_standards')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
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
