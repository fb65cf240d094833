import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ReturnAddressesTable } from './return-address.table.js';

/**
 * Serializes one seller's return-address writes (the limit and the one default) by taking the seller
 * row's lock for the rest of the transaction: a no-op update that works on both databases.
 */
export async function lockSellerRow(db: Kysely<DB>, sellerId: number): Promise<void> {
  await db.updateTable('sellers').set({ id: sql`id` }).where('id', '=', sellerId).execute();
}

/** The seller's return addresses, the default first, then the newest. */
export function listReturnAddresses(db: Kysely<DB>, sellerId: number) {
  return db
    .selectFrom('return_addresses')
    .selectAll()
    .where('seller_id', '=', sellerId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findReturnAddress(db: Kysely<DB>, sellerId: number, id: number) {
  return db
    .selectFrom('return_addresses')
    .selectAll()
    .where('seller_id', '=', sellerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The seller's default return address, if it keeps any. */
export function defaultReturnAddress(db: Kysely<DB>, sellerId: number) {
  return db
    .selectFrom('return_addresses')
    .selectAll()
    .where('seller_id', '=', sellerId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
}

export async function countReturnAddresses(db: Kysely<DB>, sellerId: number): Promise<number> {
  const row = await db
    .selectFrom('return_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('seller_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertReturnAddress(db: Kysely<DB>, row: Insertable<ReturnAddressesTable>): Promise<number> {
  const inserted = await db.insertInto('return_addresses').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateReturnAddress(
  db: Kysely<DB>,
  sellerId: number,
  id: number,
  patch: Updateable<ReturnAddressesTable>,
): Promise<void> {
  await db.updateTable('return_addresses').set(patch).where('seller_id', '=', sellerId).where('id', '=', id).execute();
}

/** Clears the default flag on every return address of the seller except `keepId`. */
export async function clearDefault(db: Kysely<DB>, sellerId: number, keepId: number): Promise<void> {
  await db
    .updateTable('return_addresses')
    .set({ is_default: 0 })
    .where('seller_id', '=', sellerId)
    .where('id', '!=', keepId)
    .where('is_default', '=', 1)
    .execute();
}

export async function deleteReturnAddress(db: Kysely<DB>, sellerId: number, id: number): Promise<void> {
  await db.deleteFrom('return_addresses').where('seller_id', '=', sellerId).where('id', '=', id).execute();
}

/** The newest remaining return address, to become the default after the default one is removed. */
export function newestReturnAddress(db: Kysely<DB>, sellerId: number) {
  return db
    .selectFrom('return_addresses')
    .select('id')
    .where('seller_id', '=', sellerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
