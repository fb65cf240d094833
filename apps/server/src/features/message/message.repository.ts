import type { Insertable, Kysely } from 'kysely';
import { pageWithTotal } from '../../db/paged.js';
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

/** A page of the user's messages, newest first (ties: the later id first), and their count. */
export function messagesOf(db: TDb, userId: number, limit: number, offset: number) {
  const mine = () => db.selectFrom('user_messages').where('user_id', '=', userId);
  return pageWithTotal(
    mine()
      .select(['id', 'kind', 'title', 'content', 'link', 'is_read', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    mine().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

export type TMessageRow = Awaited<ReturnType<typeof messagesOf>>['rows'][number];

/** How many of the user's messages are unread (the badge). */
export async function countUnread(db: TDb, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_messages')
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
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

/** Every message to a buyer, oldest first (the data export). */
export function allMessagesOf(db: TDb, userId: number) {
  return db.selectFrom('user_messages').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function deleteMessagesOf(db: TDb, userId: number): Promise<void> {
  await db.deleteFrom('user_messages').where('user_id', '=', userId).execute();
}
