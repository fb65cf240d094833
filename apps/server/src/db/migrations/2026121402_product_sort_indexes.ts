import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Issue 36: a price, sales or newest sort orders every match strictly by its key, ties by id; sold-out
  // products no longer go last under them (综合 keeps them last). The indexes of those orders lose their
  // leading in_stock, so a page still stops after its rows.
  for (const name of [
    'products_price_asc_idx',
    'products_price_desc_idx',
    'products_sales_idx',
    'products_created_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  const orders: Record<string, string[]> = {
    products_price_asc_idx: ['status', 'price_fen', 'id'],
    products_price_desc_idx: ['status', 'price_fen desc', 'id'],
    products_sales_idx: ['status', 'sales desc', 'id'],
    products_created_idx: ['status', 'created_at desc', 'id desc'],
  };
  for (const [name, columns] of Object.entries(orders)) {
    await db.schema.createIndex(name).on('products').columns(columns).execute();
  }
}
