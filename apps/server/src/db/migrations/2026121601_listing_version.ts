import { type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

/** The products' columns a list without a search is narrowed by (its status among them). */
const LISTING_COLUMNS = [
  'status',
  'sys_category_id',
  'category_id',
  'seller_id',
  'price_fen',
  'protocols',
  'ecosystems',
  'power',
  'certifications',
  'hub_required',
  'in_stock',
];

/**
 * Issue 36: a list's count of matches is kept by the process while this counter stays; it moves with
 * every product added or deleted and every change of a column a list is narrowed by (only when the
 * value changes: an order's stock write that leaves `in_stock` as it was moves nothing, so orders do
 * not queue on the counter's row).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.insertInto('catalogue_versions').values({ name: 'listing', version: 0 }).execute();
  const bump = `update catalogue_versions set version = version + 1 where name = 'listing'`;
  const changed = (isDistinct: string) => LISTING_COLUMNS.map((c) => `old.${c} ${isDistinct} new.${c}`).join(' or ');
  const columns = LISTING_COLUMNS.join(', ');
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function listing_version_bump() returns trigger language plpgsql as $$
begin
  ${bump};
  return null;
end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger products_listing_version_rows after insert or delete on products for each statement execute function listing_version_bump()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger products_listing_version after update of ${columns} on products for each row when (${changed('is distinct from')}) execute function listing_version_bump()`,
      )
      .execute(db);
    return;
  }
  for (const event of ['insert', 'delete']) {
    await sql
      .raw(`create trigger products_listing_version_${event} after ${event} on products begin ${bump}; end`)
      .execute(db);
  }
  await sql
    .raw(
      `create trigger products_listing_version after update of ${columns} on products when ${changed('is not')} begin ${bump}; end`,
    )
    .execute(db);
}
