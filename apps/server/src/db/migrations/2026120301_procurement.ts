import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

function withId<T extends string>(builder: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? builder.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Lets columns of a table hold null. PostgreSQL alters them in place. SQLite cannot drop a NOT NULL,
 * so the table is rebuilt from its own CREATE text with those NOT NULLs taken out (SQLite's documented
 * twelve-step rebuild): foreign keys off (outside any transaction: SQLite runs migrations without one),
 * new table, copy, drop, rename, indexes back, `foreign_key_check`, foreign keys on again.
 */
async function dropNotNull(
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
  db: Kysely<any>,
  dialect: Dialect,
  table: string,
  columns: string[],
): Promise<void> {
  if (dialect === 'postgres') {
    for (const column of columns) {
      await sql.raw(`alter table ${table} alter column ${column} drop not null`).execute(db);
    }
    return;
  }
  const schema = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const create = schema.rows.find((r) => r.type === 'table')?.sql;
  if (!create) throw new Error(`no table ${table}`);
  let rebuilt = create.replace(new RegExp(`^create table "?${table}"?`, 'i'), `create table "${table}__rebuilt"`);
  for (const column of columns) {
    const before = rebuilt;
    rebuilt = rebuilt.replace(new RegExp(`("?${column}"? integer) not null`, 'i'), '$1');
    if (rebuilt === before) throw new Error(`${table}.${column} is not an "integer not null" column`);
  }
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
  // Procurement demands (DESIGN.md §2, §3): 0 草稿, 1 报价中 (已截止 is 1 past quote_deadline_at),
  // 3 已成交, 4 已关闭. quote_count counts sellers with a quote; a buyer's edit is refused from the first.
  await withId(db.schema.createTable('procurement_demands'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (0, 1, 3, 4)`))
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('sys_categories.id'))
    .addColumn('budget_fen', 'bigint', (c) => c.check(sql`budget_fen > 0`))
    .addColumn('province', 'varchar(12)', (c) => c.notNull())
    .addColumn('city', 'varchar(12)', (c) => c.notNull())
    .addColumn('area', 'varchar(12)', (c) => c.notNull())
    .addColumn('delivery_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('quote_deadline', 'varchar(10)', (c) => c.notNull())
    .addColumn('quote_deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** The first items' names as a JSON array (the cards' summary). */
    .addColumn('item_names', 'text', (c) => c.notNull().defaultTo('[]'))
    /** Lower-cased title and item names and specs: what a keyword is looked for in. */
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quote_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`quote_count >= 0`))
    .addColumn('settled_quote_id', 'integer')
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('settled_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('procurement_demands_user_idx')
    .on('procurement_demands')
    .columns(['user_id', 'id desc'])
    .execute();
  // The market's sorts: newest, closing soon, budget (each tie-broken by id).
  await db.schema
    .createIndex('procurement_demands_new_idx')
    .on('procurement_demands')
    .columns(['status', 'published_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('procurement_demands_closing_idx')
    .on('procurement_demands')
    .columns(['status', 'quote_deadline_at', 'id desc'])
    .execute();

  await withId(db.schema.createTable('procurement_items'), dialect)
    .addColumn('demand_id', 'integer', (c) => c.notNull().references('procurement_demands.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('spec', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_price_fen', 'bigint', (c) => c.check(sql`target_price_fen > 0`))
    .execute();
  await db.schema
    .createIndex('procurement_items_demand_idx')
    .on('procurement_items')
    .columns(['demand_id', 'sort'])
    .execute();

  // Quotes: one per (demand, seller), revised in place until the quote deadline. 0 有效, 1 已成交, 2 未中标.
  await withId(db.schema.createTable('procurement_quotes'), dialect)
    .addColumn('demand_id', 'integer', (c) => c.notNull().references('procurement_demands.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1, 2)`))
    .addColumn('total_fen', 'bigint', (c) => c.notNull().check(sql`total_fen > 0`))
    .addColumn('tax_included', 'integer', (c) => c.notNull().check(sql`tax_included in (0, 1)`))
    .addColumn('lead_days', 'integer', (c) => c.notNull())
    .addColumn('warranty_months', 'integer', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_until_at', 'bigint', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('procurement_quotes_seller_uq', ['demand_id', 'seller_id'])
    .execute();
  await db.schema
    .createIndex('procurement_quotes_seller_idx')
    .on('procurement_quotes')
    .columns(['seller_id', 'id desc'])
    .execute();

  await db.schema
    .createTable('procurement_quote_items')
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('procurement_quotes.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('procurement_items.id'))
    .addColumn('unit_price_fen', 'bigint', (c) => c.notNull().check(sql`unit_price_fen > 0`))
    .addPrimaryKeyConstraint('procurement_quote_items_pk', ['quote_id', 'item_id'])
    .execute();

  // A settled quote becomes an ordinary order whose lines are the demand's items, not catalogue
  // products: order lines may now name no product or standard, and the order names its demand.
  await db.schema
    .alterTable('orders')
    .addColumn('demand_id', 'integer', (c) => c.references('procurement_demands.id'))
    .execute();
  await dropNotNull(db, dialect, 'order_items', ['product_id', 'standard_id']);
}
