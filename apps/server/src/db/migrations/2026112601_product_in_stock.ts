import { type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

/** `products.in_stock` of one product, from its standards: 1 when any has stock. */
const sync = (productId: string) =>
  `update products set in_stock = case when exists (select 1 from product_standards where product_id = ${productId} and stock > 0) then 1 else 0 end where id = ${productId}`;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // Lists put sold-out products last under every order and can show only those in stock. Stock lives
  // on the standards, so each product carries whether any of its standards has stock, kept by
  // triggers on every write that can change it (an order, a cancel, a refund, a seller's edit, a
  // seed), and only when a standard crosses zero; the list indexes lead with it.
  await db.schema
    .alterTable('products')
    .addColumn('in_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql.raw(sync('products.id')).execute(db);

  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function product_in_stock_sync() returns trigger language plpgsql as $$
declare
  pid integer := case when tg_op = 'DELETE' then old.product_id else new.product_id end;
begin
  -- Lock the product first: the update's own snapshot, taken after the lock, then sees a standard
  -- another transaction emptied and committed meanwhile (read committed takes one per statement).
  -- "no key update", as the update itself: an order's lines hold a key-share lock on the product
  -- (their foreign key), which a plain "for update" would wait on, and two orders would deadlock.
  perform 1 from products where id = pid for no key update;
  ${sync('pid')};
  return null;
end $$`,
      )
      .execute(db);
  }
  // One trigger per write that can make a standard cross zero, and only when it does.
  const triggers = [
    { name: 'ins', event: 'insert', when: 'new.stock > 0', row: 'new' },
    { name: 'upd', event: 'update of stock', when: '(old.stock > 0) <> (new.stock > 0)', row: 'new' },
    { name: 'del', event: 'delete', when: 'old.stock > 0', row: 'old' },
  ];
  for (const t of triggers) {
    const head = `create trigger product_standards_in_stock_${t.name} after ${t.event} on product_standards`;
    const body =
      dialect === 'postgres'
        ? `for each row when (${t.when}) execute function product_in_stock_sync()`
        : `when ${t.when} begin ${sync(`${t.row}.product_id`)}; end`;
    await sql.raw(`${head} ${body}`).execute(db);
  }

  // Product lists read products on sale in one of five orders, products in stock first and `id` last
  // as the tie-break. An index in exactly that order (directions included) lets a page stop after its
  // rows (DESIGN.md §1); the indexes before lacked the tie-break or its direction, so every match was
  // sorted for each page.
  for (const name of ['products_default_idx', 'products_price_idx', 'products_sales_idx', 'products_created_idx']) {
    await db.schema.dropIndex(name).execute();
  }
  const orders: Record<string, string[]> = {
    products_default_idx: ['status', 'in_stock desc', 'sort_weight desc', 'id'],
    products_price_asc_idx: ['status', 'in_stock desc', 'price_fen', 'id'],
    products_price_desc_idx: ['status', 'in_stock desc', 'price_fen desc', 'id'],
    products_sales_idx: ['status', 'in_stock desc', 'sales desc', 'id'],
    products_created_idx: ['status', 'in_stock desc', 'created_at desc', 'id desc'],
  };
  for (const [name, columns] of Object.entries(orders)) {
    await db.schema.createIndex(name).on('products').columns(columns).execute();
  }
}
