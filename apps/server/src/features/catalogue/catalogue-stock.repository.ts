import { type Compilable, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

// ---------------------------------------------------------------- stock, sales and review counters
// (each one guarded statement, run inside the caller's transaction through catalogue-stock.service.ts)

/**
 * The statement taking each line's units of its standard, all lines at once, for the caller to run
 * last in its transaction (`transactionInFewTrips`). It fails when a line is short rather than take
 * less: the CHECK (stock >= 0) refuses the write (`isStockShort`), which undoes the statement and,
 * with it, the caller's transaction; so it can be sent with the COMMIT on PostgreSQL. There the rows
 * are locked first in id order by the subquery, as every stock write takes them, so two checkouts
 * never wait on each other in a cycle; SQLite writes one transaction at a time anyway.
 */
export function takeStocks(db: Kysely<DB>, lines: { standardId: number; n: number }[]): Compilable {
  const [only] = lines;
  // One line: the plain write, a statement the same for every single-line order.
  if (lines.length === 1 && only) {
    return db
      .updateTable('product_standards')
      .set({ stock: sql`stock - ${only.n}` })
      .where('id', '=', only.standardId);
  }
  const ids = lines.map((l) => l.standardId).sort((a, b) => a - b);
  const taken = sql<number>`case id ${sql.join(
    lines.map((l) => sql`when ${l.standardId} then cast(${l.n} as integer)`),
    sql` `,
  )} end`;
  const locked =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? db.selectFrom('product_standards').select('id').where('id', 'in', ids).orderBy('id').forUpdate()
      : ids;
  return db
    .updateTable('product_standards')
    .set({ stock: sql`stock - ${taken}` })
    .where('id', 'in', locked);
}

/** The database refused a stock write that would leave a standard below zero (its CHECK). */
export function isStockShort(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code === '23514') return e.constraint === 'product_standards_stock_check';
  return e?.code === 'SQLITE_CONSTRAINT_CHECK' && /stock >= 0/.test(e.message ?? '');
}

/** Each standard's stock now (which line of a refused checkout was short). */
export function stocksOf(db: Kysely<DB>, standardIds: number[]) {
  return db.selectFrom('product_standards').select(['id', 'stock']).where('id', 'in', standardIds).execute();
}

/** Gives `n` units of a standard back (an unpaid order cancelled, a return received). */
export async function releaseStock(db: Kysely<DB>, standardId: number, n: number): Promise<void> {
  await db
    .updateTable('product_standards')
    .set({ stock: sql`stock + ${n}` })
    .where('id', '=', standardId)
    .execute();
}

export async function addStandardSales(db: Kysely<DB>, standardId: number, n: number): Promise<void> {
  await db
    .updateTable('product_standards')
    .set({ sales: sql`sales + ${n}` })
    .where('id', '=', standardId)
    .execute();
}

export async function addProductSales(db: Kysely<DB>, productId: number, n: number): Promise<void> {
  await db
    .updateTable('products')
    .set({ sales: sql`sales + ${n}` })
    .where('id', '=', productId)
    .execute();
}

/** Moves a product's review counters by one review, up or down (same transaction as the review row). */
export async function addProductReview(
  db: Kysely<DB>,
  productId: number,
  review: { good: boolean; hasImage: boolean },
  delta: 1 | -1 = 1,
): Promise<void> {
  await db
    .updateTable('products')
    .set({
      review_count: sql`review_count + ${delta}`,
      good_review_count: sql`good_review_count + ${review.good ? delta : 0}`,
      image_review_count: sql`image_review_count + ${review.hasImage ? delta : 0}`,
    })
    .where('id', '=', productId)
    .execute();
}
