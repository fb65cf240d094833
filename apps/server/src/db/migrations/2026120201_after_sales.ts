import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

function withId<T extends string>(builder: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? builder.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Adds a counter column that a cross-column CHECK caps. SQLite takes the CHECK on the added column
 * (tested against existing rows, which the default satisfies); PostgreSQL adds a named table constraint.
 */
async function addCappedColumn(
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
  db: Kysely<any>,
  dialect: Dialect,
  c: { table: string; column: string; type: 'bigint' | 'integer'; check: string; name: string },
): Promise<void> {
  if (dialect === 'sqlite') {
    await db.schema
      .alterTable(c.table)
      .addColumn(c.column, c.type, (col) => col.notNull().defaultTo(0).check(sql.raw(c.check)))
      .execute();
    return;
  }
  await db.schema
    .alterTable(c.table)
    .addColumn(c.column, c.type, (col) => col.notNull().defaultTo(0))
    .execute();
  await sql.raw(`alter table ${c.table} add constraint ${c.name} check (${c.check})`).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // What went back of each order, each line and each gateway payment. The caps are the refund rules
  // themselves: never more money back than was paid, never more units back than were bought. The
  // service moves them with guarded updates; the CHECKs are the backstop.
  await addCappedColumn(db, dialect, {
    table: 'orders',
    column: 'refunded_fen',
    type: 'bigint',
    check: 'refunded_fen between 0 and total_fen',
    name: 'orders_refund_cap_ck',
  });
  await db.schema.alterTable('orders').addColumn('closed_at', 'bigint').execute();
  await addCappedColumn(db, dialect, {
    table: 'order_items',
    column: 'returned_num',
    type: 'integer',
    check: 'returned_num between 0 and number',
    name: 'order_items_returned_ck',
  });
  await addCappedColumn(db, dialect, {
    table: 'payments',
    column: 'refunded_fen',
    type: 'bigint',
    check: 'refunded_fen between 0 and amount_fen',
    name: 'payments_refund_cap_ck',
  });

  // After-sales requests of order lines (DESIGN.md §3): 1 仅退款, 2 退货退款, 3 换货.
  await withId(db.schema.createTable('product_returns'), dialect)
    .addColumn('return_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('return_type', 'integer', (c) => c.notNull().check(sql`return_type between 1 and 3`))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1).check(sql`status between 1 and 6`))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number > 0`))
    .addColumn('amount_fen', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`amount_fen >= 0`))
    .addColumn('reason', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reject_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('return_logistics_company', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('return_logistics_no', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('return_shipped_at', 'bigint')
    .addColumn('back_logistics_company', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('back_logistics_no', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('back_shipped_at', 'bigint')
    .addColumn('refund_channel', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('refunded_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('approved_at', 'bigint')
    .addColumn('rejected_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('received_at', 'bigint')
    .addColumn('done_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('product_returns_order_idx')
    .on('product_returns')
    .columns(['order_id', 'order_item_id', 'id'])
    .execute();
  await db.schema.createIndex('product_returns_user_idx').on('product_returns').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('product_returns_seller_idx')
    .on('product_returns')
    .columns(['seller_id', 'id desc'])
    .execute();
  await db.schema
    .createIndex('product_returns_seller_status_idx')
    .on('product_returns')
    .columns(['seller_id', 'status', 'id desc'])
    .execute();
  // At most one open request (待审核, 待寄回, 待商家收货) per order line, whatever races.
  await sql
    .raw('create unique index product_returns_open_uq on product_returns (order_item_id) where status in (1, 2, 3)')
    .execute(db);

  // Refunds through the gateway that took the money (the sandbox settles at once: status 1).
  await withId(db.schema.createTable('payment_refunds'), dialect)
    .addColumn('refund_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('payment_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen > 0`))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trade_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    .execute();
  await db.schema.createIndex('payment_refunds_payment_idx').on('payment_refunds').column('payment_no').execute();
}
