import { type Kysely, sql } from 'kysely';
import { chinaDayOf } from '../../db/china-day.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';

export function findAccount(db: Kysely<DB>, userId: number) {
  return db.selectFrom('ai_coin_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Creates the user's account row at zero when it does not exist yet (safe under races). */
export async function ensureAccount(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .insertInto('ai_coin_accounts')
    .values({ user_id: userId, updated_at: Date.now() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Moves the balance by `deltaFen` in one guarded statement: a debit only happens when the balance
 * covers it. Answers the new balance, or null when the balance was short (nothing changed).
 */
export async function moveBalance(db: Kysely<DB>, userId: number, deltaFen: number): Promise<number | null> {
  const row = await db
    .updateTable('ai_coin_accounts')
    .set({
      balance_fen: sql`balance_fen + ${deltaFen}`,
      total_in_fen: deltaFen > 0 ? sql`total_in_fen + ${deltaFen}` : sql`total_in_fen`,
      total_out_fen: deltaFen < 0 ? sql`total_out_fen + ${-deltaFen}` : sql`total_out_fen`,
      updated_at: Date.now(),
    })
    .where('user_id', '=', userId)
    .where('balance_fen', '>=', deltaFen < 0 ? -deltaFen : 0)
    .returning('balance_fen')
    .executeTakeFirst();
  return row ? Number(row.balance_fen) : null;
}

export async function insertEntry(
  db: Kysely<DB>,
  entry: { userId: number; kind: string; amountFen: number; balanceAfterFen: number; title: string; refNo: string },
): Promise<void> {
  await db
    .insertInto('ai_coin_ledger')
    .values({
      user_id: entry.userId,
      kind: entry.kind,
      amount_fen: entry.amountFen,
      balance_after_fen: entry.balanceAfterFen,
      title: entry.title,
      ref_no: entry.refNo,
      created_at: Date.now(),
    })
    .execute();
}

/** A page of the user's ledger, newest first, and the count of all its entries. */
export function listEntries(db: Kysely<DB>, userId: number, offset: number, limit: number) {
  const mine = () => db.selectFrom('ai_coin_ledger').where('user_id', '=', userId);
  return pageWithTotal(
    mine().selectAll().orderBy('id', 'desc'),
    mine().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

/** Sum of the user's ledger (tests and audits compare it with the balance). */
export async function ledgerSum(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ai_coin_ledger')
    .select((eb) => eb.fn.sum<number>('amount_fen').as('s'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.s ?? 0);
}

/** Every ledger entry of a buyer, oldest first (the data export). */
export function allEntriesOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('ai_coin_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** The balances of these buyers' accounts (a buyer without one has none). */
export function balancesOf(db: Kysely<DB>, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('ai_coin_accounts').select(['user_id', 'balance_fen']).where('user_id', 'in', userIds).execute();
}

/** Fen topped up per China day in [from, to) (the console's dashboard; index ai_coin_ledger_kind_time_idx). */
export function rechargedPerDay(db: Kysely<DB>, from: number, to: number) {
  return db
    .selectFrom('ai_coin_ledger')
    .select((eb) => [chinaDayOf('created_at').as('day'), eb.fn.sum<number>('amount_fen').as('fen')])
    .where('kind', '=', 'recharge')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(chinaDayOf('created_at'))
    .execute();
}
