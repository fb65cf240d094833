import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { InvoiceTitlesTable } from './invoice.table.js';

export function listTitles(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('invoice_titles')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findTitle(db: Kysely<DB>, userId: number, id: number) {
  return db
    .selectFrom('invoice_titles')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countTitles(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('invoice_titles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertTitle(db: Kysely<DB>, row: Insertable<InvoiceTitlesTable>): Promise<number> {
  const inserted = await db.insertInto('invoice_titles').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateTitle(
  db: Kysely<DB>,
  userId: number,
  id: number,
  patch: Updateable<InvoiceTitlesTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('invoice_titles')
    .set(patch)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteTitle(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('invoice_titles')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Every title of a buyer, for the data export. */
export function allTitlesOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('invoice_titles').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Deletes every title of a buyer (account deletion). */
export async function deleteTitlesOf(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('invoice_titles').where('user_id', '=', userId).execute();
}
