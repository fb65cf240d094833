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
  // Offers (领券中心, DESIGN.md §2 coupons): claimable between starts_at and ends_at; a claimed coupon is
  // valid until ends_at (valid_days null) or for valid_days from its claim. claimed never passes total.
  await withId(db.schema.createTable('coupon_offers'), dialect)
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('scope', 'varchar(10)', (c) => c.notNull().check(sql`scope in ('platform', 'shop', 'category')`))
    .addColumn('seller_id', 'integer', (c) => c.references('sellers.id'))
    .addColumn('category_id', 'integer', (c) => c.references('sys_categories.id'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('amount', 'percent')`))
    .addColumn('threshold_fen', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`threshold_fen >= 0`))
    .addColumn('amount_fen', 'bigint', (c) => c.check(sql`amount_fen > 0`))
    .addColumn('percent_off', 'integer', (c) => c.check(sql`percent_off between 1 and 99`))
    .addColumn('max_off_fen', 'bigint', (c) => c.check(sql`max_off_fen > 0`))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('valid_days', 'integer', (c) => c.check(sql`valid_days > 0`))
    .addColumn('per_user_limit', 'integer', (c) => c.notNull().defaultTo(1).check(sql`per_user_limit > 0`))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total > 0`))
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('coupon_offers_claimed_ck', sql`claimed >= 0 and claimed <= total`)
    .addCheckConstraint(
      'coupon_offers_terms_ck',
      sql`(kind = 'amount' and amount_fen is not null) or (kind = 'percent' and percent_off is not null)`,
    )
    .addCheckConstraint(
      'coupon_offers_scope_ck',
      sql`(scope = 'platform') or (scope = 'shop' and seller_id is not null) or (scope = 'category' and category_id is not null)`,
    )
    .execute();
  await db.schema.createIndex('coupon_offers_open_idx').on('coupon_offers').columns(['ends_at', 'id']).execute();

  // The buyer's coupons: status 0 未使用, 1 已使用 (order_id set); 已过期 is never stored (unused past
  // expires_at), so giving a coupon back from a cancelled order leaves an expired one expired.
  await withId(db.schema.createTable('user_coupons'), dialect)
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('coupon_offers.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1)`))
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('used_at', 'bigint')
    // When the "about to expire" message went out (null: not yet); the reminder job's guarded claim.
    .addColumn('reminded_at', 'bigint')
    .addCheckConstraint(
      'user_coupons_used_ck',
      sql`(status = 0 and order_id is null) or (status = 1 and order_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('user_coupons_mine_idx')
    .on('user_coupons')
    .columns(['user_id', 'status', 'expires_at', 'id'])
    .execute();
  // The reminder job's scan: unreminded coupons by their end.
  await db.schema
    .createIndex('user_coupons_remind_idx')
    .on('user_coupons')
    .columns(['reminded_at', 'status', 'expires_at'])
    .execute();
  await db.schema.createIndex('user_coupons_offer_idx').on('user_coupons').columns(['offer_id', 'user_id']).execute();
  await db.schema.createIndex('user_coupons_order_idx').on('user_coupons').column('order_id').execute();

  // The order's coupon and discount (fen): total_fen = goods_fen + freight_fen − discount_fen; each line
  // keeps its share, so a refund returns at most what the line was paid.
  await db.schema
    .alterTable('orders')
    .addColumn('coupon_id', 'integer', (c) => c.references('user_coupons.id'))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('discount_fen', 'bigint', (c) =>
      dialect === 'sqlite'
        ? c.notNull().defaultTo(0).check(sql`discount_fen >= 0 and discount_fen <= price_fen * number`)
        : c.notNull().defaultTo(0),
    )
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('discount_fen', 'bigint', (c) =>
      dialect === 'sqlite'
        ? c.notNull().defaultTo(0).check(sql`discount_fen >= 0 and discount_fen <= goods_fen`)
        : c.notNull().defaultTo(0),
    )
    .execute();
  if (dialect === 'postgres') {
    // PostgreSQL adds table constraints on their own (a column CHECK should name its column only).
    await sql`alter table orders add constraint orders_discount_ck check (discount_fen >= 0 and discount_fen <= goods_fen)`.execute(
      db,
    );
    await sql`alter table order_items add constraint order_items_discount_ck check (discount_fen >= 0 and discount_fen <= price_fen * number)`.execute(
      db,
    );
  }
}
