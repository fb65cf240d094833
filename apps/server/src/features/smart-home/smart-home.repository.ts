import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SmartHomesTable } from './smart-home.table.js';

export function homeRowOf(db: Kysely<DB>, userId: number): Promise<SmartHomesTable | undefined> {
  return db.selectFrom('smart_homes').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Writes the buyer's home whole (insert or replace). */
export async function saveHomeRow(db: Kysely<DB>, row: SmartHomesTable): Promise<void> {
  await db
    .insertInto('smart_homes')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        ecosystems: row.ecosystems,
        hub_protocols: row.hub_protocols,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function deleteHomeOf(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('smart_homes').where('user_id', '=', userId).execute();
}
