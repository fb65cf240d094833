import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.js';

/**
 * Serializes one buyer's writes that check-then-act (address limit and default, cart numbers against
 * stock, checkout of cart entries) by taking the user row's lock for the rest of the transaction: a
 * no-op update that works on both databases. SQLite transactions are serial anyway.
 */
export async function lockUserRow(db: Kysely<DB>, userId: number): Promise<void> {
  await userRowLock(db, userId).execute();
}

/** `lockUserRow`'s statement, for a transaction that sends it with its BEGIN (`transactionInFewTrips`). */
export function userRowLock(db: Kysely<DB>, userId: number) {
  return db.updateTable('users').set({ id: sql`id` }).where('id', '=', userId);
}

/**
 * Runs `work` in a transaction: `db`'s own when it already is one (an admin write's, DESIGN.md §A,
 * whose audit rows must commit with it), a new one otherwise. Services that a console call and a
 * buyer or seller call share open their transactions through this, never `db.transaction()` directly.
 */
export function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
