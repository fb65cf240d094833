import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Shop coupons issued in the seller workbench (DESIGN.md §2 seller coupons). A stop moves
  // ends_at to the stop's moment and sets stopped_at; the claim's guarded write also asks
  // `stopped_at is null`, so a claim that read the offer (or took its clock) before the stop can never
  // take a coupon after the stop answered, whatever the instances' clocks say.
  await db.schema.alterTable('coupon_offers').addColumn('stopped_at', 'bigint').execute();
  // The seller's offers, newest first.
  await db.schema
    .createIndex('coupon_offers_seller_idx')
    .on('coupon_offers')
    .columns(['seller_id', 'id desc'])
    .execute();
  // The seller's list counts used coupons per offer.
  await db.schema
    .createIndex('user_coupons_offer_used_idx')
    .on('user_coupons')
    .columns(['offer_id', 'status'])
    .execute();
}
