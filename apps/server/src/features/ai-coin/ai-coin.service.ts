import { fenToYuan, type TAiCoinAccount, type TAiCoinKind, type TAiCoinRecord } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { Paged } from '../../plugins/calls.js';
import * as repo from './ai-coin.repository.js';

export async function getAccount(db: Kysely<DB>, userId: number): Promise<TAiCoinAccount> {
  const row = await repo.findAccount(db, userId);
  return {
    balance: fenToYuan(row?.balance_fen ?? 0),
    totalIn: fenToYuan(row?.total_in_fen ?? 0),
    totalOut: fenToYuan(row?.total_out_fen ?? 0),
  };
}

export async function getBalance(db: Kysely<DB>, userId: number): Promise<number> {
  return (await getAccount(db, userId)).balance;
}

export async function listRecords(
  db: Kysely<DB>,
  userId: number,
  page: number,
  limit: number,
): Promise<Paged<TAiCoinRecord[]>> {
  const { rows, total } = await repo.listEntries(db, userId, (page - 1) * limit, limit);
  const list = rows.map(
    (r): TAiCoinRecord => ({
      id: r.id,
      kind: r.kind as TAiCoinKind,
      amount: fenToYuan(r.amount_fen),
      balanceAfter: fenToYuan(r.balance_after_fen),
      title: r.title,
      refNo: r.ref_no,
      createdAt: r.created_at,
    }),
  );
  return new Paged(list, total);
}

/**
 * Books one ledger entry and moves the balance with it, inside the caller's transaction. A debit the
 * balance cannot cover throws 409 and changes nothing.
 */
export async function book(
  trx: Kysely<DB>,
  entry: { userId: number; kind: TAiCoinKind; amountFen: number; title: string; refNo: string },
): Promise<number> {
  await repo.ensureAccount(trx, entry.userId);
  const balance = await repo.moveBalance(trx, entry.userId, entry.amountFen);
  if (balance === null) throw appError('AI_COIN_BALANCE_SHORT');
  await repo.insertEntry(trx, { ...entry, balanceAfterFen: balance });
  return balance;
}

/** These buyers' AI币 balances in yuan, by buyer (0 without an account); the console's user list asks. */
export async function balancesOfUsers(db: Kysely<DB>, userIds: number[]): Promise<Map<number, number>> {
  const rows = await repo.balancesOf(db, userIds);
  return new Map(rows.map((r) => [Number(r.user_id), fenToYuan(Number(r.balance_fen))]));
}

/** Fen of AI币 topped up per China day number in [from, to) (the console's dashboard). */
export async function rechargedPerChinaDay(
  db: Kysely<DB>,
  from: number,
  to: number,
): Promise<{ day: number; fen: number }[]> {
  return (await repo.rechargedPerDay(db, from, to)).map((r) => ({ day: Number(r.day), fen: Number(r.fen ?? 0) }));
}
