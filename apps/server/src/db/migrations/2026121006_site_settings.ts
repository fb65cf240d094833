import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // The site's settings an operator edits in the console (DESIGN-OPERATE §A): one row (id 1), absent
  // until first saved (the server's settings and the contract's constants apply until then).
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('icp', 'varchar(80)', (c) => c.notNull())
    .addColumn('psb', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('hotline', 'varchar(40)', (c) => c.notNull())
    .addColumn('service_hours', 'varchar(80)', (c) => c.notNull())
    .addColumn('unpaid_minutes', 'integer', (c) => c.notNull())
    .addColumn('after_sales_days', 'integer', (c) => c.notNull())
    .addColumn('auto_confirm_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(32)', (c) => c.notNull())
    .execute();

  // The console's dashboard sums orders by the day they were paid, and refunds by the day they went
  // back; the order sweep finds shipped orders left unconfirmed by the time they were shipped.
  await db.schema.createIndex('orders_paid_idx').on('orders').column('paid_at').execute();
  await db.schema.createIndex('orders_status_shipped_idx').on('orders').columns(['status', 'shipped_at']).execute();
  await db.schema.createIndex('product_returns_refunded_idx').on('product_returns').column('refunded_at').execute();
  await db.schema
    .createIndex('ai_coin_ledger_kind_time_idx')
    .on('ai_coin_ledger')
    .columns(['kind', 'created_at'])
    .execute();
}
