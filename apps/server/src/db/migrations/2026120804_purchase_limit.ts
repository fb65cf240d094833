import { type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // 限购 (DESIGN-OPERATE §G): the most units of one standard a buyer may hold in unpaid
  // orders, 1…9999. Null: the default rule, max(5, 20% of the standard's stock at order time). The
  // unpaid units are counted through orders_user_status_idx and order_items_order_idx (no new index).
  await db.schema
    .alterTable('products')
    .addColumn('purchase_limit', 'integer', (c) =>
      c.check(sql`purchase_limit is null or (purchase_limit >= 1 and purchase_limit <= 9999)`),
    )
    .execute();
}
