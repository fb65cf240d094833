import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Sellers list their own products (DESIGN-OPERATE §B). A SKU's 商家编码 ('' when none), and the
  // product's weight for the seller's records and freight.
  await db.schema
    .alterTable('product_standards')
    .addColumn('code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('products').addColumn('weight_grams', 'integer').execute();
  // An edit of an approved product: the whole listing as the editor sent it (JSON), kept apart while
  // the live product keeps selling; 0 unsubmitted, 1 waiting for review, 3 refused (reason). One per
  // product; approving it writes the listing into the product and removes the row.
  await db.schema
    .createTable('product_revisions')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(200)')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The review queue asks for waiting revisions, the longest waiting first.
  await db.schema
    .createIndex('product_revisions_state_idx')
    .on('product_revisions')
    .columns(['state', 'updated_at'])
    .execute();
}
