import type { Compilable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import * as repo from './catalogue-stock.repository.js';

/**
 * Stock and sales change only here (catalogue owns `product_standards` and `products`); orders and
 * after-sales call these inside their own transaction (`trx`), so a reservation, a release or a sale
 * commits or rolls back with the order rows it belongs to. Every write is one guarded statement.
 */

/**
 * The statement taking the units of every line (an order placed), whatever the number of lines, to
 * run last in the order's transaction: it throws when a line is short (`isStockShort`), so the order
 * rows roll back with it.
 */
export function takeStocks(trx: Kysely<DB>, lines: { standardId: number; n: number }[]): Compilable {
  return repo.takeStocks(trx, lines);
}

export const isStockShort = repo.isStockShort;

/** The first line (standard id order) with fewer units left than it asks for now, if any. */
export async function firstShortLine<T extends { standardId: number; n: number }>(
  db: Kysely<DB>,
  lines: T[],
): Promise<T | undefined> {
  const stock = new Map(
    (
      await repo.stocksOf(
        db,
        lines.map((l) => l.standardId),
      )
    ).map((r) => [r.id, Number(r.stock)]),
  );
  return [...lines].sort((a, b) => a.standardId - b.standardId).find((l) => (stock.get(l.standardId) ?? 0) < l.n);
}

/**
 * Gives units back (an unpaid order cancelled, returned goods received), standards in id order as
 * every stock write, so two transactions never lock the same rows in opposite orders.
 */
export async function releaseStock(trx: Kysely<DB>, lines: { standardId: number; n: number }[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.standardId - b.standardId)) {
    if (line.n > 0) await repo.releaseStock(trx, line.standardId, line.n);
  }
}

/** Counts paid units as sales: standards in id order, then products in id order (one lock order). */
export async function recordSales(
  trx: Kysely<DB>,
  sold: { standards: [number, number][]; products: [number, number][] },
): Promise<void> {
  for (const [standardId, n] of [...sold.standards].sort((a, b) => a[0] - b[0])) {
    await repo.addStandardSales(trx, standardId, n);
  }
  for (const [productId, n] of [...sold.products].sort((a, b) => a[0] - b[0])) {
    await repo.addProductSales(trx, productId, n);
  }
}

/**
 * Counts a new review on its product (inside the review's transaction `trx`); `delta` -1 takes a
 * review the platform hid off the counters, +1 counts it again when restored.
 */
export function countProductReview(
  trx: Kysely<DB>,
  productId: number,
  review: { good: boolean; hasImage: boolean },
  delta: 1 | -1 = 1,
): Promise<void> {
  return repo.addProductReview(trx, productId, review, delta);
}
