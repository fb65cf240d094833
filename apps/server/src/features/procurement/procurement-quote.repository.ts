import type { Insertable, Updateable } from 'kysely';
import { quoteMove, type TDb } from './procurement.repository.js';
import type { ProcurementQuoteItemsTable, ProcurementQuotesTable } from './procurement.table.js';

// ---------------------------------------------------------------- quotes

export function findQuote(db: TDb, quoteId: number) {
  return db.selectFrom('procurement_quotes').selectAll().where('id', '=', quoteId).executeTakeFirst();
}

export function findQuoteOf(db: TDb, demandId: number, sellerId: number) {
  return db
    .selectFrom('procurement_quotes')
    .selectAll()
    .where('demand_id', '=', demandId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
}

/** A quote with its demand's owner and state (settle's first look). */
export function findQuoteWithDemand(db: TDb, quoteId: number) {
  return db
    .selectFrom('procurement_quotes as q')
    .innerJoin('procurement_demands as d', 'd.id', 'q.demand_id')
    .selectAll('q')
    .select(['d.user_id', 'd.status as demand_status'])
    .where('q.id', '=', quoteId)
    .executeTakeFirst();
}

export async function insertQuote(db: TDb, row: Insertable<ProcurementQuotesTable>): Promise<number> {
  const inserted = await db.insertInto('procurement_quotes').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateQuote(db: TDb, id: number, patch: Updateable<ProcurementQuotesTable>): Promise<void> {
  await db.updateTable('procurement_quotes').set(patch).where('id', '=', id).execute();
}

export async function replaceQuoteItems(
  db: TDb,
  quoteId: number,
  rows: Omit<Insertable<ProcurementQuoteItemsTable>, 'quote_id'>[],
): Promise<void> {
  await db.deleteFrom('procurement_quote_items').where('quote_id', '=', quoteId).execute();
  await db
    .insertInto('procurement_quote_items')
    .values(rows.map((r) => ({ ...r, quote_id: quoteId })))
    .execute();
}

/**
 * The settled quote becomes 已成交 (`accept`: 有效 → 已成交), guarded; answers whether it moved. Under
 * the demand's settle it always does (every quote of a 报价中 demand is 有效).
 */
export async function acceptQuote(db: TDb, id: number, now: number): Promise<boolean> {
  const move = quoteMove('accept');
  const res = await db
    .updateTable('procurement_quotes')
    .set({ status: move.to, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', move.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** A demand's quotes with the shop behind each, oldest first. */
export function quotesOfDemand(db: TDb, demandId: number) {
  return db
    .selectFrom('procurement_quotes as q')
    .innerJoin('shops as s', 's.seller_id', 'q.seller_id')
    .selectAll('q')
    .select(['s.name as shop_name', 's.logo as shop_logo', 's.score_x10'])
    .where('q.demand_id', '=', demandId)
    .orderBy('q.id')
    .execute();
}

/** These sellers' quotes on these demands. */
export function quotesBy(db: TDb, sellerId: number, demandIds: number[]) {
  if (demandIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('procurement_quotes')
    .selectAll()
    .where('seller_id', '=', sellerId)
    .where('demand_id', 'in', demandIds)
    .execute();
}

export function quoteItemsOf(db: TDb, quoteIds: number[]) {
  if (quoteIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('procurement_quote_items').selectAll().where('quote_id', 'in', quoteIds).execute();
}
