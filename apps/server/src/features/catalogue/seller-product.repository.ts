import { type Kysely, type SqlBool, sql } from 'kysely';
import { isForeignKeyViolation } from '../../db/create-db.js';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import { ON_SALE } from './catalogue.repository.js';
import { standardsQuery } from './product-detail.repository.js';

// ---------------------------------------------------------------- the seller's products (workbench)

/** What the seller's product list is narrowed by (DESIGN.md §2 seller workbench). */
export interface TSellerProductFilter {
  sellerId: number;
  /** Lower-cased terms, each of which the title must hold (LIKE characters literal). */
  terms: string[];
  status?: number | undefined;
  /** Only products in this life-cycle state (PRODUCT_STATE). */
  state?: number | undefined;
  /** Only products with a standard at or below this stock. */
  lowStockAt?: number | undefined;
}

function sellerProductsFiltered(db: Kysely<DB>, f: TSellerProductFilter) {
  let q = db.selectFrom('products as p').where('p.seller_id', '=', f.sellerId);
  for (const term of f.terms) q = q.where(hasTermIn(['p.title'], term));
  if (f.status !== undefined) q = q.where('p.status', '=', f.status);
  if (f.state !== undefined) q = q.where('p.state', '=', f.state);
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
    .leftJoin('product_revisions as r', 'r.product_id', 'p.id')
    .select([
      'r.state as revision_state',
      'r.reason as revision_reason',
      'p.id',
      'p.title',
      'p.image',
      'p.status',
      'p.state',
      'p.state_reason',
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

/** The seller's product's state under its row lock (the rest of the transaction), or undefined (not the seller's). */
export async function lockSellerProductState(db: Kysely<DB>, sellerId: number, productId: number) {
  await db
    .updateTable('products')
    .set({ id: sql`id` })
    .where('id', '=', productId)
    .where('seller_id', '=', sellerId)
    .execute();
  return db
    .selectFrom('products')
    .select(['id', 'state', 'state_reason'])
    .where('id', '=', productId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
}

/** Moves the seller's product from `from` to `to` with its on-sale status, in one guarded write. */
export async function moveSellerProductState(
  db: Kysely<DB>,
  sellerId: number,
  productId: number,
  move: { from: number; to: number; status: number; now: number },
): Promise<boolean> {
  const res = await db
    .updateTable('products')
    .set({ state: move.to, status: move.status, updated_at: move.now })
    .where('id', '=', productId)
    .where('seller_id', '=', sellerId)
    .where('state', '=', move.from)
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
