import { type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // The console edits articles (DESIGN-OPERATE §A news): the latest change, for its list. Articles
  // written before it count their creation as their latest change.
  await db.schema
    .alterTable('news_articles')
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('news_articles').set({ updated_at: sql`created_at` }).execute();

  // The part of an order's coupon discount the platform bears (a platform coupon, DESIGN-OPERATE §A
  // coupon): the seller is settled the order's amount plus it; 0 for a shop coupon or none.
  await db.schema
    .alterTable('orders')
    .addColumn('platform_discount_fen', 'bigint', (c) =>
      c.notNull().defaultTo(0).check(sql`platform_discount_fen >= 0`),
    )
    .execute();
}
