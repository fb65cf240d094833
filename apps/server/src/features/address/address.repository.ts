import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AddressesTable } from './address.table.js';

export function listAddresses(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findAddress(db: Kysely<DB>, userId: number, id: number) {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countAddresses(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Kysely<DB>, row: Insertable<AddressesTable>): Promise<number> {
  const inserted = await db.insertInto('addresses').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateAddress(
  db: Kysely<DB>,
  userId: number,
  id: number,
  patch: Updateable<AddressesTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('addresses')
    .set(patch)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Clears the default flag on every address of the user except `keepId`. */
export async function clearDefault(db: Kysely<DB>, userId: number, keepId: number): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .where('is_default', '=', 1)
    .execute();
}

export async function deleteAddress(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The newest remaining address, to become the default after the default one is deleted. */
export function newestAddress(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every address of a buyer, for the data export. */
export function allAddressesOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Deletes every address of a buyer (account deletion). */
export async function deleteAddressesOf(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('addresses').where('user_id', '=', userId).execute();
}
