import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { UserMessagesTable } from './message.table.js';
import './message.table.js';

type TDb = Kysely<DB>;

/** Inserts a message unless its (user, kind, ref) exists; answers whether it was inserted. */
export async function insertMessage(db: TDb, row: Insertable<UserMessagesTable>): Promise<boolean> {
  const r = await db
    .insertInto('user_messages')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function messagesOf(db: TDb, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('user_messages')
    .select(['id', 'kind', 'title', 'content', 'link', 'is_read', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type TMessageRow = Awaited<ReturnType<typeof messagesOf>>[number];

export async function countMessages(db: TDb, userId: number, onlyUnread = false): Promise<number> {
  let q = db.selectFrom('user_messages').where('user_id', '=', userId);
  if (onlyUnread) q = q.where('is_read', '=', 0);
  const row = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isOwnMessage(db: TDb, userId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_messages')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks one message (id) or all of the user's read. */
export async function markRead(db: TDb, userId: number, id?: number): Promise<void> {
  let q = db.updateTable('user_messages').set({ is_read: 1 }).where('user_id', '=', userId).where('is_read', '=', 0);
  if (id !== undefined) q = q.where('id', '=', id);
  await q.execute();
}
