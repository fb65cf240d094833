import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Cart entries with what the cart shows of their product, standard and shop. */
function entriesQuery(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .innerJoin('product_standards as st', 'st.id', 'c.standard_id')
    .innerJoin('shops as s', 's.seller_id', 'p.seller_id')
    .where('c.user_id', '=', userId)
    .select([
      'c.id',
      'c.product_id',
      'c.standard_id',
      'c.number',
      'c.created_at',
      'p.title',
      'p.image',
      'p.status as product_status',
      'p.seller_id',
      'p.sys_category_id',
      'p.purchase_limit',
      's.name as shop_name',
      'st.specs',
      'st.price_fen',
      'st.stock',
    ]);
}

export type TCartEntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>['execute']>>[number];

export function listEntries(db: Kysely<DB>, userId: number) {
  return entriesQuery(db, userId).orderBy('c.id', 'desc').execute();
}

/** The user's entries among `ids` (others' ids are simply absent). */
export function entriesByIds(db: Kysely<DB>, userId: number, ids: number[]) {
  return entriesQuery(db, userId).where('c.id', 'in', ids).orderBy('c.id').execute();
}

export function findEntry(db: Kysely<DB>, userId: number, id: number) {
  return entriesQuery(db, userId).where('c.id', '=', id).executeTakeFirst();
}

export function findEntryByStandard(db: Kysely<DB>, userId: number, standardId: number) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'number'])
    .where('user_id', '=', userId)
    .where('standard_id', '=', standardId)
    .executeTakeFirst();
}

/** A standard of a product with the product's state, or undefined when they do not belong together. */
export function findStandard(db: Kysely<DB>, productId: number, standardId: number) {
  return db
    .selectFrom('product_standards as st')
    .innerJoin('products as p', 'p.id', 'st.product_id')
    .where('st.id', '=', standardId)
    .where('st.product_id', '=', productId)
    .select(['st.id', 'st.stock', 'p.status as product_status', 'p.seller_id', 'p.purchase_limit'])
    .executeTakeFirst();
}

export async function countEntries(db: Kysely<DB>, userId: number): Promise<{ entries: number; units: number }> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => [eb.fn.countAll<number>().as('entries'), eb.fn.sum<number>('number').as('units')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { entries: Number(row.entries), units: Number(row.units ?? 0) };
}

/** Adds units to the user's entry of a standard, creating it when absent (one entry per standard). */
export async function addUnits(
  db: Kysely<DB>,
  entry: { userId: number; productId: number; standardId: number; number: number },
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('cart_items')
    .values({
      user_id: entry.userId,
      product_id: entry.productId,
      standard_id: entry.standardId,
      number: entry.number,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'standard_id']).doUpdateSet({
        number: sql`cart_items.number + excluded.number`,
        updated_at: now,
      }),
    )
    .execute();
}

export async function setUnits(db: Kysely<DB>, userId: number, id: number, number: number): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({ number, updated_at: Date.now() })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** Deletes the user's entries among `ids`; answers how many went. */
export async function deleteEntries(db: Kysely<DB>, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const res = await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Empties a buyer's cart (account deletion). */
export async function deleteCartOf(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}
