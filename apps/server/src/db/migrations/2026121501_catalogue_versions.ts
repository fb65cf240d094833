import { type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

/** What a product card shows, of the products (its shop's name aside: see the shops trigger). */
const CARD_COLUMNS = [
  'title',
  'subtitle',
  'price_fen',
  'market_price_fen',
  'image',
  'seller_id',
  'sales',
  'created_at',
  'protocols',
  'ecosystems',
  'power',
  'certifications',
  'hub_required',
  'in_stock',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await cardVersions(db, dialect);
  await categoriesVersion(db, dialect);
}

/**
 * Issue 36: a search reads every system category to match their names; a process keeps them and
 * reads, each time, only this counter, which every write of the table moves (in the writer's
 * transaction).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
async function categoriesVersion(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('catalogue_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('catalogue_versions').values({ name: 'sys_categories', version: 0 }).execute();
  const bump = `update catalogue_versions set version = version + 1 where name = 'sys_categories'`;
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function sys_categories_version_bump() returns trigger language plpgsql as $$
begin
  ${bump};
  return null;
end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger sys_categories_version after insert or update or delete on sys_categories for each statement execute function sys_categories_version_bump()`,
      )
      .execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql
      .raw(`create trigger sys_categories_version_${event} after ${event} on sys_categories begin ${bump}; end`)
      .execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
async function cardVersions(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // Issue 36: a list reads its page's ids and versions, and takes the cards it has kept at those versions
  // from the process (features/catalogue/card-memo.ts). The version moves with every write of a column a
  // card shows, whoever writes it (a seller, an order's sales, the in_stock triggers, a seed, an
  // operator), and with a rename of the product's shop.
  await db.schema
    .alterTable('products')
    .addColumn('card_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const columns = CARD_COLUMNS.join(', ');
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function product_card_version_bump() returns trigger language plpgsql as $$
begin
  new.card_version := old.card_version + 1;
  return new;
end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger products_card_version before update of ${columns} on products for each row execute function product_card_version_bump()`,
      )
      .execute(db);
    await sql
      .raw(
        `create function shop_cards_version_bump() returns trigger language plpgsql as $$
begin
  update products set card_version = card_version + 1 where seller_id = new.seller_id;
  return null;
end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger shops_cards_version after update of name on shops for each row when (old.name is distinct from new.name) execute function shop_cards_version_bump()`,
      )
      .execute(db);
    return;
  }
  // SQLite cannot change the row a BEFORE trigger sees: the version is moved by a second update of the
  // row, which fires no trigger again (card_version is not among the columns).
  await sql
    .raw(
      `create trigger products_card_version after update of ${columns} on products begin update products set card_version = card_version + 1 where id = new.id; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger shops_cards_version after update of name on shops when old.name is not new.name begin update products set card_version = card_version + 1 where seller_id = new.seller_id; end`,
    )
    .execute(db);
}
