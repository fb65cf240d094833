import type { Insertable, Kysely, Updateable } from 'kysely';
import { isForeignKeyViolation } from '../../db/create-db.js';
import type { DB } from '../../db/schema.js';
import type { FreightTemplatesTable } from './freight.table.js';

/**
 * The only Kysely code of freight. Besides its own table it reads, without writing, three facts
 * other features own (STYLE rule 14, listed here): `products.freight_template_id` (the catalogue
 * writes it; counted for the in-use check and read for the estimate), the product's price, status and
 * seller, and `shops.province` (where a parcel leaves from, for 预计送达).
 */

const TEMPLATE_COLUMNS = [
  'id',
  'seller_id',
  'name',
  'free_above_fen',
  'default_fee_fen',
  'regions',
  'updated_at',
] as const;

export function sellerTemplates(db: Kysely<DB>, sellerId: number) {
  return db
    .selectFrom('freight_templates')
    .select(TEMPLATE_COLUMNS)
    .where('seller_id', '=', sellerId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type TTemplateRow = Awaited<ReturnType<typeof sellerTemplates>>[number];

export function templatesByIds(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('freight_templates').select(TEMPLATE_COLUMNS).where('id', 'in', ids).execute();
}

export function findSellerTemplate(db: Kysely<DB>, sellerId: number, id: number) {
  return db
    .selectFrom('freight_templates')
    .select(TEMPLATE_COLUMNS)
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
}

export async function insertTemplate(db: Kysely<DB>, row: Insertable<FreightTemplatesTable>): Promise<number> {
  const res = await db.insertInto('freight_templates').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(res.id);
}

/** Updates the seller's template; answers false when it is not the seller's. */
export async function updateTemplate(
  db: Kysely<DB>,
  sellerId: number,
  id: number,
  patch: Updateable<FreightTemplatesTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('freight_templates')
    .set(patch)
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Deletes the seller's template: 'deleted', 'missing' (not the seller's), or 'in-use' when a product
 * names it (the foreign key refuses, also for a product that took it after the caller's count).
 */
export async function deleteTemplate(
  db: Kysely<DB>,
  sellerId: number,
  id: number,
): Promise<'deleted' | 'missing' | 'in-use'> {
  try {
    const res = await db
      .deleteFrom('freight_templates')
      .where('id', '=', id)
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0 ? 'deleted' : 'missing';
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'in-use';
    throw err;
  }
}

/** How many products name each of these templates. */
export async function productCounts(db: Kysely<DB>, templateIds: number[]): Promise<Map<number, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['freight_template_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('freight_template_id', 'in', templateIds)
    .groupBy('freight_template_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.freight_template_id), Number(r.n)]));
}

/** A product with what its freight estimate needs: status, lowest price, template, the shop's province. */
export function productForEstimate(db: Kysely<DB>, productId: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('shops as s', 's.seller_id', 'p.seller_id')
    .select(['p.id', 'p.status', 'p.price_fen', 'p.freight_template_id', 's.province as shop_province'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

/** Standards with their product's seller and template (a checkout's freight quote). */
export function standardsForQuote(db: Kysely<DB>, standardIds: number[]) {
  if (standardIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_standards as st')
    .innerJoin('products as p', 'p.id', 'st.product_id')
    .select(['st.id', 'st.price_fen', 'p.seller_id', 'p.freight_template_id'])
    .where('st.id', 'in', standardIds)
    .execute();
}
