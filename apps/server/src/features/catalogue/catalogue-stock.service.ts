import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import * as repo from './catalogue-stock.repository.js';

/**
 * Stock and sales change only here (catalogue owns `product_standards` and `products`); orders and
 * after-sales call these inside their own transaction (`trx`), so a reservation, a release or a sale
 * commits or rolls back with the order rows it belongs to. Every write is one guarded statement.
 */

/**
 * Takes the units of every line (an order placed), in one statement whatever the number of lines;
 * answers the standards that were short (none: all taken; some: the caller rolls back).
 */
export async function reserveStocks(trx: Kysely<DB>, lines: { standardId: number; n: number }[]): Promise<number[]> {
  const [only] = lines;
  if (!only) return [];
  // One line: the plain guarded write, a statement the same for every single-line order.
  if (lines.length === 1) return (await repo.reserveStock(trx, only.standardId, only.n)) ? [] : [only.standardId];
  const taken = new Set(await repo.reserveStocks(trx, lines));
  return lines.map((l) => l.standardId).filter((id) => !taken.has(id));
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
