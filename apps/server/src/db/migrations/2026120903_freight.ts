import { type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // Freight templates (运费模板, DESIGN-OPERATE §I): 满N包邮 (free_above_fen, null: never), a default
  // fee, and province groups with their own fee as JSON text ([{provinces: ['650000'], fee_fen}]),
  // read whole by the charging rule and never queried inside.
  const table = db.schema.createTable('freight_templates');
  await (dialect === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('free_above_fen', 'bigint', (c) => c.check(sql`free_above_fen > 0`))
    .addColumn('default_fee_fen', 'bigint', (c) => c.notNull().check(sql`default_fee_fen >= 0`))
    .addColumn('regions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('freight_templates_seller_idx')
    .on('freight_templates')
    .columns(['seller_id', 'updated_at', 'id'])
    .execute();

  // A product names its template; null ships free. The reference makes removing a template in use
  // fail even when a product took it after the remove's own check.
  await db.schema
    .alterTable('products')
    .addColumn('freight_template_id', 'integer', (c) => c.references('freight_templates.id'))
    .execute();
  await db.schema.createIndex('products_freight_template_idx').on('products').column('freight_template_id').execute();

  // The freight a refund gave back with the order's last units (DESIGN.md §3): amount_fen stays the
  // goods' part, so the ledger entry (amount + freight) is exact in fen and the split readable.
  await db.schema
    .alterTable('product_returns')
    .addColumn('freight_fen', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`freight_fen >= 0`))
    .execute();
}
