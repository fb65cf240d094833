import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Product lists read products on sale in one of five orders, each with `id` last as the tie-break.
  // An index in exactly that order (directions included) lets a page stop after its rows; the old
  // indexes lacked the tie-break or its direction, so every match was sorted for each page.
  for (const name of ['products_default_idx', 'products_price_idx', 'products_sales_idx', 'products_created_idx']) {
    await db.schema.dropIndex(name).execute();
  }
  const orders: Record<string, string[]> = {
    products_default_idx: ['status', 'sort_weight desc', 'id'],
    products_price_asc_idx: ['status', 'price_fen', 'id'],
    products_price_desc_idx: ['status', 'price_fen desc', 'id'],
    products_sales_idx: ['status', 'sales desc', 'id'],
    products_created_idx: ['status', 'created_at desc', 'id desc'],
  };
  for (const [name, columns] of Object.entries(orders)) {
    await db.schema.createIndex(name).on('products').columns(columns).execute();
  }
}
