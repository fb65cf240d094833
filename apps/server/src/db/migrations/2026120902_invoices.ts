import type { CreateTableBuilder, Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

function withId<T extends string>(builder: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? builder.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // Invoices (发票): the invoice asked for at checkout is a JSON snapshot on each order it
  // created (null: 不开发票); editing or deleting the saved title later leaves the order as it was.
  await db.schema.alterTable('orders').addColumn('invoice', 'text').execute();

  // The buyer's saved invoice titles (常用发票抬头), at most 20 each (counted under the buyer's lock).
  await withId(db.schema.createTable('invoice_titles'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('title_type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('tax_no', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('account', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list's order: the buyer's titles, most recently saved first.
  await db.schema
    .createIndex('invoice_titles_user_idx')
    .on('invoice_titles')
    .columns(['user_id', 'updated_at', 'id'])
    .execute();
}
