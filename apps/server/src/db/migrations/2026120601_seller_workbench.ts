import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // The seller workbench (DESIGN.md §2): each list order and each count of the summary has
  // its index. The seller's products, latest change first.
  await db.schema
    .createIndex('products_seller_updated_idx')
    .on('products')
    .columns(['seller_id', 'updated_at desc', 'id desc'])
    .execute();
  // Reviews of the seller's products, newest first (visible ones).
  await db.schema
    .createIndex('product_reviews_seller_idx')
    .on('product_reviews')
    .columns(['seller_id', 'status', 'id desc'])
    .execute();
  // The summary's today and 7-day trend: orders placed and orders paid per seller by time.
  await db.schema.createIndex('orders_seller_created_idx').on('orders').columns(['seller_id', 'created_at']).execute();
  await db.schema.createIndex('orders_seller_paid_idx').on('orders').columns(['seller_id', 'paid_at']).execute();
}
