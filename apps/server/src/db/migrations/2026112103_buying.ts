import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

function withId<T extends string>(builder: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? builder.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // Delivery addresses; is_default is 1 on at most one row per user (kept by the service in a transaction).
  await withId(db.schema.createTable('addresses'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('realname', 'varchar(25)', (c) => c.notNull())
    .addColumn('telphone', 'varchar(11)', (c) => c.notNull())
    .addColumn('province', 'varchar(6)', (c) => c.notNull())
    .addColumn('city', 'varchar(6)', (c) => c.notNull())
    .addColumn('area', 'varchar(6)', (c) => c.notNull())
    .addColumn('street', 'varchar(120)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').column('user_id').execute();

  // Cart entries: one per user and standard (adding the same standard merges).
  await withId(db.schema.createTable('cart_items'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('standard_id', 'integer', (c) => c.notNull().references('product_standards.id'))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number > 0`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('cart_items_user_standard_uq', ['user_id', 'standard_id'])
    .execute();

  // Orders: one seller's goods; money in fen; the address and prices are snapshots.
  await withId(db.schema.createTable('orders'), dialect)
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('goods_fen', 'bigint', (c) => c.notNull())
    .addColumn('freight_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_fen', 'bigint', (c) => c.notNull())
    .addColumn('goods_num', 'integer', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('pay_type', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_deadline', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('shipped_at', 'bigint')
    .addColumn('received_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('cancel_reason', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('logistics_company', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('logistics_no', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('logistics_traces', 'text', (c) => c.notNull().defaultTo('[]'))
    .addCheckConstraint('orders_status_ck', sql`status between 0 and 5`)
    .addCheckConstraint('orders_money_ck', sql`goods_fen >= 0 and total_fen >= 0`)
    .execute();
  await db.schema.createIndex('orders_user_status_idx').on('orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('orders_status_deadline_idx').on('orders').columns(['status', 'pay_deadline']).execute();
  await db.schema.createIndex('orders_seller_status_idx').on('orders').columns(['seller_id', 'status', 'id']).execute();

  await withId(db.schema.createTable('order_items'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('standard_id', 'integer', (c) => c.notNull().references('product_standards.id'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('image', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('standard_name', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number > 0`))
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  // Payments through a gateway: one payment may cover several orders (purpose 'order') or a top-up.
  await withId(db.schema.createTable('payments'), dialect)
    .addColumn('payment_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen > 0`))
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('order_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('return_url', 'varchar(300)', (c) => c.notNull().defaultTo('/'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trade_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').column('user_id').execute();

  // AI币: the balance row (never negative) and its ledger (the balance is always the ledger's sum).
  await db.schema
    .createTable('ai_coin_accounts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('balance_fen', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`balance_fen >= 0`))
    .addColumn('total_in_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_out_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId(db.schema.createTable('ai_coin_ledger'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_fen', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('ref_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_coin_ledger_user_idx').on('ai_coin_ledger').columns(['user_id', 'id']).execute();
  // One credit per top-up payment and one debit per order payment, even under replays.
  await db.schema
    .createIndex('ai_coin_ledger_ref_uq')
    .on('ai_coin_ledger')
    .columns(['user_id', 'kind', 'ref_no'])
    .unique()
    .execute();
}
