import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

// ---------------------------------------------------------------- stock, sales and review counters
// (each one guarded statement, run inside the caller's transaction through catalogue-stock.service.ts)

/** Takes `n` units of a standard when at least `n` are left, in one statement; answers whether it did. */
export async function reserveStock(db: Kysely<DB>, standardId: number, n: number): Promise<boolean> {
  const res = await db
    .updateTable('product_standards')
    .set({ stock: sql`stock - ${n}` })
    .where('id', '=', standardId)
    .where('stock', '>=', n)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Takes each line's units of its standard when at least that many are left, all lines in one
 * statement; answers the ids of the standards it took from (a line missing from them was short, and
 * the caller rolls back the others). On PostgreSQL the rows are locked first in id order by the
 * statement's subquery, as every stock write takes them, so two checkouts never wait on each other in
 * a cycle; SQLite writes one transaction at a time anyway.
 */
export async function reserveStocks(db: Kysely<DB>, lines: { standardId: number; n: number }[]): Promise<number[]> {
  const ids = lines.map((l) => l.standardId).sort((a, b) => a - b);
  const taken = sql<number>`case id ${sql.join(
    lines.map((l) => sql`when ${l.standardId} then cast(${l.n} as integer)`),
    sql` `,
  )} end`;
  const locked =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? db.selectFrom('product_standards').select('id').where('id', 'in', ids).orderBy('id').forUpdate()
      : ids;
  const rows = await db
    .updateTable('product_standards')
    .set({ stock: sql`stock - ${taken}` })
    .where('id', 'in', locked)
    .where('stock', '>=', taken)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
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
