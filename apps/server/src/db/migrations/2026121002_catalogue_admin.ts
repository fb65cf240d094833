import { type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // A product's life cycle (DESIGN-OPERATE §B): 0 草稿, 1 待审核, 2 已上架, 3 已驳回, 4 已下架 (the
  // seller), 5 平台下架 (an operator). `status` keeps meaning "on sale" (1 exactly in state 2) so every
  // buyer-side read stays as it is; the writes that move `state` set both. Products on sale today are
  // 已上架, the others the seller's 已下架.
  await db.schema
    .alterTable('products')
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(2).check(sql`state >= 0 and state <= 5`))
    .execute();
  // Why an operator rejected (3) or took the product down (5), for the seller to read; null otherwise.
  await db.schema.alterTable('products').addColumn('state_reason', 'varchar(200)').execute();
  await db.updateTable('products').set({ state: 4 }).where('status', '=', 0).execute();
  // The review queue (state 1, the longest waiting first) and the console's state filter.
  await db.schema.createIndex('products_state_updated_idx').on('products').columns(['state', 'updated_at']).execute();
}
