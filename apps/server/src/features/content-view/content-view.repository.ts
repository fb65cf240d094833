import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type TDb = Kysely<DB>;

/** Records a view; answers whether it is the viewer's first of this content that day (a row was inserted). */
export async function insertView(
  db: TDb,
  row: { kind: string; content_id: number; viewer: string; day: string; created_at: number },
): Promise<boolean> {
  const r = await db
    .insertInto('content_views')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'content_id', 'viewer', 'day']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Offers a key for the day (the first instance's wins); answers whether this one was stored. */
export async function offerDayKey(db: TDb, row: { day: string; secret: string; created_at: number }): Promise<boolean> {
  const r = await db
    .insertInto('content_view_keys')
    .values(row)
    .onConflict((oc) => oc.column('day').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findDayKey(db: TDb, day: string): Promise<string | undefined> {
  const row = await db.selectFrom('content_view_keys').select('secret').where('day', '=', day).executeTakeFirst();
  return row?.secret;
}

/** Deletes the views and keys of the days before `day`. */
export async function deleteBefore(db: TDb, day: string): Promise<void> {
  await db.deleteFrom('content_views').where('day', '<', day).execute();
  await db.deleteFrom('content_view_keys').where('day', '<', day).execute();
}
