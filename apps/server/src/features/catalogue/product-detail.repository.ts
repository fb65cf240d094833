import { type Kysely, sql } from 'kysely';
import { jsonRows, parseJsonRows } from '../../db/json-rows.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DB } from '../../db/schema.js';
import { ON_SALE } from './catalogue.repository.js';

// ---------------------------------------------------------------- detail, standards, files, rich text

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
export function standardsQuery(db: Kysely<DB>) {
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
