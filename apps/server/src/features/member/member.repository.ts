import { type Insertable, type Kysely, sql } from 'kysely';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { UserFeedbackTable } from './member.table.js';
import './member.table.js';

type TDb = Kysely<DB>;

// ---------------------------------------------------------------- favourites

/** Adds the favourite unless it is there (the unique key makes concurrent adds one row). */
export async function insertFavorite(db: TDb, userId: number, productId: number, now: number): Promise<void> {
  await db
    .insertInto('user_favorites')
    .values({ user_id: userId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function deleteFavorite(db: TDb, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('user_favorites').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

export async function hasFavorite(db: TDb, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_favorites')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A page of the buyer's favourites, newest first (ties: the later id first), and their count. */
export function favoritesOf(db: TDb, userId: number, limit: number, offset: number) {
  const mine = () => db.selectFrom('user_favorites').where('user_id', '=', userId);
  return pageWithTotal(
    mine().select(['id', 'product_id', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    mine().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

// ---------------------------------------------------------------- footprints

/** One row per (buyer, product, day): a later view the same day moves it to the top. */
export async function upsertFootprint(
  db: TDb,
  row: { user_id: number; product_id: number; day: string; viewed_at: number },
): Promise<void> {
  await db
    .insertInto('user_footprints')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'product_id', 'day']).doUpdateSet({ viewed_at: row.viewed_at }))
    .execute();
}

/** Deletes the buyer's footprints after the newest `keep`. */
export async function trimFootprints(db: TDb, userId: number, keep: number): Promise<void> {
  const kept = db
    .selectFrom('user_footprints')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('viewed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  // The subquery is wrapped once more: MySQL-style engines refuse LIMIT in IN, and PostgreSQL and
  // SQLite both take the derived table.
  await db
    .deleteFrom('user_footprints')
    .where('user_id', '=', userId)
    .where('id', 'not in', db.selectFrom(kept.as('k')).select('k.id'))
    .execute();
}

/** A page of the buyer's footprints, newest first (ties: the later id first), and their count. */
export function footprintsOf(db: TDb, userId: number, limit: number, offset: number) {
  const mine = () => db.selectFrom('user_footprints').where('user_id', '=', userId);
  return pageWithTotal(
    mine().select(['id', 'product_id', 'day', 'viewed_at']).orderBy('viewed_at', 'desc').orderBy('id', 'desc'),
    mine().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

export async function deleteFootprints(db: TDb, userId: number): Promise<void> {
  await db.deleteFrom('user_footprints').where('user_id', '=', userId).execute();
}

// ---------------------------------------------------------------- feedback

export async function insertFeedback(db: TDb, row: Insertable<UserFeedbackTable>): Promise<number> {
  const r = await db.insertInto('user_feedback').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** Everything of the member corner a buyer has (the data export), oldest first. */
export async function memberRowsOf(db: TDb, userId: number) {
  const [favorites, footprints, feedback] = await Promise.all([
    db.selectFrom('user_favorites').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('user_footprints').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('user_feedback').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return { favorites, footprints, feedback };
}

/** Account deletion: favourites and footprints go; feedback stays for the operators, its contact gone. */
export async function eraseMemberRowsOf(db: TDb, userId: number): Promise<void> {
  await db.deleteFrom('user_favorites').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_footprints').where('user_id', '=', userId).execute();
  await db.updateTable('user_feedback').set({ contact: '' }).where('user_id', '=', userId).execute();
}

// ---------------------------------------------------------------- the console's feedback (DESIGN-OPERATE §A)

/**
 * Feedback for customer service with the buyer's names: waiting first (oldest first, a queue), then
 * answered ones newest first; and the count of all matches.
 */
export function feedbackForAdmin(
  db: TDb,
  f: { replied?: boolean | undefined; type?: number | undefined },
  offset: number,
  limit: number,
) {
  const filtered = () => {
    let q = db.selectFrom('user_feedback as f');
    if (f.replied !== undefined) q = q.where('f.replied_at', f.replied ? 'is not' : 'is', null);
    if (f.type !== undefined) q = q.where('f.type', '=', f.type);
    return q;
  };
  return pageWithTotal(
    filtered()
      .leftJoin('users as u', 'u.id', 'f.user_id')
      .selectAll('f')
      .select(['u.username', 'u.nickname'])
      .orderBy(sql`case when f.replied_at is null then 0 else 1 end`)
      .orderBy(sql`case when f.replied_at is null then f.id else -f.id end`),
    filtered().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

export function findFeedback(db: TDb, id: number) {
  return db.selectFrom('user_feedback').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Writes customer service's reply to unanswered feedback (guarded: answered once); answers whether it wrote. */
export async function replyFeedback(
  db: TDb,
  id: number,
  reply: { content: string; at: number; by: string },
): Promise<boolean> {
  const res = await db
    .updateTable('user_feedback')
    .set({ reply: reply.content, replied_at: reply.at, replied_by: reply.by })
    .where('id', '=', id)
    .where('replied_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** How many feedbacks wait for the platform's reply (the console's queue). */
export async function countUnansweredFeedback(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('user_feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('replied_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
