import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

function withId<T extends string>(builder: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? builder.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Lets product_returns.status hold 7 (换货中). PostgreSQL swaps the column's CHECK constraint. SQLite
 * cannot alter a CHECK, so the table is rebuilt from its own CREATE text with the check widened
 * (SQLite's twelve-step rebuild, as 2026120301 does): foreign keys off (outside any transaction),
 * new table, copy, drop, rename, indexes back, `foreign_key_check`, foreign keys on again.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
async function widenReturnStatus(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table product_returns drop constraint product_returns_status_check`.execute(db);
    await sql`alter table product_returns add constraint product_returns_status_check check (status between 1 and 7)`.execute(
      db,
    );
    return;
  }
  const table = 'product_returns';
  const schema = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const create = schema.rows.find((r) => r.type === 'table')?.sql;
  if (!create) throw new Error(`no table ${table}`);
  const renamed = create.replace(new RegExp(`^create table "?${table}"?`, 'i'), `create table "${table}__rebuilt"`);
  const rebuilt = renamed.replace(/status between 1 and 6/i, 'status between 1 and 7');
  if (rebuilt === renamed) throw new Error(`${table}.status has no "between 1 and 6" check`);
  const indexes = schema.rows.filter((r) => r.type === 'index' && r.sql).map((r) => r.sql as string);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql.raw(`insert into "${table}__rebuilt" select * from "${table}"`).execute(trx);
      await sql.raw(`drop table "${table}"`).execute(trx);
      await sql.raw(`alter table "${table}__rebuilt" rename to "${table}"`).execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken by rebuilding ${table}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // A seller's return addresses (退货地址, DESIGN-OPERATE §I): fields as the buyer's addresses; one
  // default per seller (kept by the service under the seller row's lock), at most 20.
  await withId(db.schema.createTable('return_addresses'), dialect)
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('realname', 'varchar(25)', (c) => c.notNull())
    .addColumn('telphone', 'varchar(20)', (c) => c.notNull())
    .addColumn('province', 'varchar(12)', (c) => c.notNull())
    .addColumn('city', 'varchar(12)', (c) => c.notNull())
    .addColumn('area', 'varchar(12)', (c) => c.notNull())
    .addColumn('street', 'varchar(120)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_default in (0, 1)`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_addresses_seller_idx').on('return_addresses').column('seller_id').execute();

  // 换货中 (7): the replacement is on its way until the buyer confirms or the sweep completes it.
  await widenReturnStatus(db, dialect);
  // The return address as it was at approval (a snapshot: later edits of the address do not move it);
  // '' before approval and for 仅退款.
  await db.schema
    .alterTable('product_returns')
    .addColumn('return_address_name', 'varchar(25)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('product_returns')
    .addColumn('return_address_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('product_returns')
    .addColumn('return_address_full', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  // 换货: the standard the buyer asked for (null: the one bought) and its name then.
  await db.schema
    .alterTable('product_returns')
    .addColumn('exchange_standard_id', 'integer', (c) => c.references('product_standards.id'))
    .execute();
  await db.schema
    .alterTable('product_returns')
    .addColumn('exchange_standard_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  // At most one open request per line, 换货中 included; the sweep finds 换货中 requests by shipping time.
  await sql`drop index product_returns_open_uq`.execute(db);
  await sql
    .raw('create unique index product_returns_open_uq on product_returns (order_item_id) where status in (1, 2, 3, 7)')
    .execute(db);
  await db.schema
    .createIndex('product_returns_exchanging_idx')
    .on('product_returns')
    .columns(['status', 'back_shipped_at'])
    .execute();
}
