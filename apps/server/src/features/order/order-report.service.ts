import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import * as repo from './order.repository.js';

/** One China day of the whole mall's paid orders (the console's dashboard). */
export interface TPaidDay {
  /** The China day number (days since 1970-01-01 in UTC+8). */
  day: number;
  fen: number;
  orders: number;
  buyers: number;
}

/** The mall's paid orders per China day in [from, to): GMV in fen, orders, distinct paying buyers. */
export async function paidPerChinaDay(db: Kysely<DB>, from: number, to: number): Promise<TPaidDay[]> {
  return (await repo.platformPaidPerDay(db, from, to)).map((r) => ({
    day: Number(r.day),
    fen: Number(r.fen ?? 0),
    orders: Number(r.orders),
    buyers: Number(r.buyers),
  }));
}

/** Buyers who paid at least one order in [from, to), each counted once. */
export function payingBuyersBetween(db: Kysely<DB>, from: number, to: number): Promise<number> {
  return repo.platformPayingBuyers(db, from, to);
}
