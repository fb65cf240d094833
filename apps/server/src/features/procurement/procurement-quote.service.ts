import {
  chinaDayEnd,
  DEMAND_STATUS,
  demandMay,
  demandStatusAt,
  fenToYuan,
  QUOTE_STATUS,
  QUOTE_STATUS_TEXT,
  type TQuoteStatus,
  type TSellerDemand,
  type TSellerQuoteSummary,
  yuanToFen,
} from '@mall/contract';
import { isUniqueViolation } from '../../db/create-db.js';
import { appError } from '../../lib/app-error.js';
import { Paged } from '../../plugins/calls.js';
import type { TDeps } from '../../plugins/deps.js';
import { sellerCategoryIds } from '../catalogue/catalogue.service.js';
import { notifyQuoteReceived } from '../message/message.service.js';
import * as repo from './procurement.repository.js';
import { filterOf, type TDb, type TQuoteParsed, toDetail } from './procurement.service.js';
import * as quoteRepo from './procurement-quote.repository.js';

// ---------------------------------------------------------------- seller: the demands it may quote, its quotes

type TQuoteRow = NonNullable<Awaited<ReturnType<typeof quoteRepo.findQuoteOf>>>;
export type TQuoteItemRow = Awaited<ReturnType<typeof quoteRepo.quoteItemsOf>>[number];

function toSellerQuote(q: TQuoteRow, lines: TQuoteItemRow[]): TSellerQuoteSummary {
  const status = q.status as TQuoteStatus;
  return {
    id: q.id,
    total: fenToYuan(Number(q.total_fen)),
    items: lines
      .filter((l) => l.quote_id === q.id)
      .map((l) => ({ itemId: l.item_id, unitPrice: fenToYuan(Number(l.unit_price_fen)) })),
    taxIncluded: q.tax_included === 1,
    leadDays: q.lead_days,
    warrantyMonths: q.warranty_months,
    validUntil: q.valid_until,
    note: q.note,
    status,
    statusText: QUOTE_STATUS_TEXT[status] ?? '',
    updateTime: Number(q.updated_at),
  };
}

/** The seller's list: open demands to quote, or those quoted; the contact only once this seller's quote won. */
export async function sellerDemands(
  db: TDb,
  sellerId: number,
  q: {
    page: number;
    limit: number;
    keyword?: string | undefined;
    categoryId?: number | undefined;
    mine?: boolean | undefined;
    scope: 'open' | 'quoted';
  },
  now = Date.now(),
): Promise<Paged<TSellerDemand[]>> {
  const filter = await filterOf(db, q);
  if (q.mine) {
    // The shop's categories (what the workbench's 可报价需求 counts), within the chosen category if any.
    const mine = await sellerCategoryIds(db, sellerId);
    const within = filter.categoryIds;
    filter.categoryIds = within ? mine.filter((id) => within.includes(id)) : mine;
    if (filter.categoryIds.length === 0) return new Paged([], 0);
  }
  const { rows, total } = await repo.sellerPage(db, filter, q.scope, sellerId, now, (q.page - 1) * q.limit, q.limit);
  return new Paged(await asSellerSees(db, sellerId, rows, now), total);
}

/** Demand rows as a seller sees them: items, its own quote, and the contact only once that quote won. */
async function asSellerSees(db: TDb, sellerId: number, rows: repo.TDemandRow[], now: number): Promise<TSellerDemand[]> {
  const ids = rows.map((r) => r.id);
  const [items, quotes] = await Promise.all([repo.itemsOf(db, ids), quoteRepo.quotesBy(db, sellerId, ids)]);
  const lines = await quoteRepo.quoteItemsOf(
    db,
    quotes.map((x) => x.id),
  );
  return rows.map((d) => {
    const mine = quotes.find((x) => x.demand_id === d.id);
    // The seller whose quote won sees what the owner sees: the contact and the order.
    const won = mine !== undefined && mine.status === QUOTE_STATUS.ACCEPTED;
    const { isOwner: _isOwner, settledQuoteId: _settledQuoteId, ...shown } = toDetail(d, items, won, now);
    return { ...shown, myQuote: mine ? toSellerQuote(mine, lines) : null };
  });
}

/**
 * One demand for the seller's quote form: an open one (报价中 before its deadline) or one it quoted,
 * whatever became of it; any other (a draft, another's closed demand, an unknown id) is 404.
 */
export async function sellerDemand(
  db: TDb,
  sellerId: number,
  demandId: number,
  now = Date.now(),
): Promise<TSellerDemand> {
  const row = await repo.findDemand(db, demandId);
  if (!row || row.status === DEMAND_STATUS.DRAFT) throw appError('DEMAND_NOT_FOUND');
  // Hidden by the platform: gone, unless this seller quoted on it (it sees it marked).
  const [shown] = await asSellerSees(db, sellerId, [row], now);
  const isOpen = demandMay(demandStatusAt(row.status, Number(row.quote_deadline_at), now), 'quote');
  const isVisible = isOpen && row.hidden_at === null;
  if (!shown || (!isVisible && !shown.myQuote)) throw appError('DEMAND_NOT_FOUND');
  return shown;
}

/** Why a demand takes no quote now (read after the guarded write wrote nothing). */
function refuseQuote(row: repo.TDemandRow | undefined, now: number): never {
  if (!row || row.status === DEMAND_STATUS.DRAFT || row.hidden_at !== null) throw appError('DEMAND_NOT_FOUND');
  if (row.status !== DEMAND_STATUS.QUOTING) throw appError('DEMAND_NOT_QUOTABLE', { demandStatus: row.status });
  if (Number(row.quote_deadline_at) < now) throw appError('QUOTE_LATE');
  throw appError('DEMAND_NOT_QUOTABLE', { demandStatus: row.status });
}

/** A seller's first quote is news to the demand's owner (messages, in the quote's transaction). */
async function tellOwnerOfQuote(trx: TDb, demandId: number, quoteId: number): Promise<void> {
  const demand = await repo.findDemand(trx, demandId);
  if (demand) await notifyQuoteReceived(trx, { userId: demand.user_id, demandId, demandTitle: demand.title, quoteId });
}

/** Whether a resubmitted quote says what the stored one says (its prices and every term the buyer compares). */
function sameQuote(
  stored: TQuoteRow,
  terms: Pick<TQuoteRow, 'tax_included' | 'lead_days' | 'warranty_months' | 'valid_until' | 'note'>,
  storedLines: TQuoteItemRow[],
  prices: Map<number, number>,
): boolean {
  return (
    stored.tax_included === terms.tax_included &&
    stored.lead_days === terms.lead_days &&
    stored.warranty_months === terms.warranty_months &&
    stored.valid_until === terms.valid_until &&
    stored.note === terms.note &&
    storedLines.length === prices.size &&
    storedLines.every((l) => prices.get(l.item_id) === Number(l.unit_price_fen))
  );
}

/**
 * Posts the seller's quote on a demand or revises it in place. The transaction's first statement is
 * the guarded write on the demand row (published, before its deadline): it serializes this quote
 * against the buyer's edit and settlement and against other quotes of the demand, so the items
 * priced and the seller's existing quote are read under it. A first quote counts the seller in
 * `quote_count`. Two first quotes of one seller racing: the unique (demand, seller) turns the loser
 * into a revision.
 */
export async function submitQuote(
  deps: Pick<TDeps, 'db'>,
  sellerId: number,
  input: TQuoteParsed,
  now = Date.now(),
): Promise<{ id: number }> {
  const attempt = () =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await repo.touchQuotable(trx, input.demandId, now)))
        refuseQuote(await repo.findDemand(trx, input.demandId), now);
      const items = await repo.itemsOf(trx, [input.demandId]);
      const prices = new Map(input.items.map((i) => [i.itemId, yuanToFen(i.unitPrice)]));
      if (prices.size !== input.items.length || items.length !== prices.size || items.some((i) => !prices.has(i.id))) {
        throw appError('QUOTE_ITEMS_MISMATCH');
      }
      const totalFen = items.reduce((sum, i) => sum + (prices.get(i.id) ?? 0) * i.quantity, 0);
      const terms = {
        total_fen: totalFen,
        tax_included: input.taxIncluded ? 1 : 0,
        lead_days: input.leadDays,
        warranty_months: input.warrantyMonths,
        valid_until: input.validUntil,
        valid_until_at: chinaDayEnd(input.validUntil),
        note: input.note ?? '',
        updated_at: now,
      };
      const existing = await quoteRepo.findQuoteOf(trx, input.demandId, sellerId);
      let quoteId: number;
      if (existing) {
        quoteId = existing.id;
        // A revision the buyer would see (a price or a term changed) is marked for the comparison's 已更新.
        const isRevised = !sameQuote(existing, terms, await quoteRepo.quoteItemsOf(trx, [quoteId]), prices);
        await quoteRepo.updateQuote(trx, quoteId, isRevised ? { ...terms, revised_at: now } : terms);
      } else {
        quoteId = await quoteRepo.insertQuote(trx, {
          ...terms,
          demand_id: input.demandId,
          seller_id: sellerId,
          created_at: now,
        });
        await repo.countQuote(trx, input.demandId);
        await tellOwnerOfQuote(trx, input.demandId, quoteId);
      }
      await quoteRepo.replaceQuoteItems(
        trx,
        quoteId,
        items.map((i) => ({ item_id: i.id, unit_price_fen: prices.get(i.id) ?? 0 })),
      );
      return quoteId;
    });
  try {
    return { id: await attempt() };
  } catch (err) {
    // Another request of this seller inserted the quote first: this one revises it.
    if (isUniqueViolation(err)) return { id: await attempt() };
    throw err;
  }
}

/** The workbench's 可报价需求: open demands in these categories (the seller's) that it has not quoted on. */
export function countOpenDemandsFor(
  db: TDb,
  sellerId: number,
  categoryIds: number[],
  now = Date.now(),
): Promise<number> {
  return repo.countOpenUnquoted(db, sellerId, categoryIds, now);
}
