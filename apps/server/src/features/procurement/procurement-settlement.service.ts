import {
  DEMAND_STATUS,
  DEMAND_TRANSITIONS,
  fenToYuan,
  QUOTE_STATUS_TEXT,
  storedDemandStates,
  type TQuote,
  type TQuoteComparison,
  type TQuoteStatus,
  type TStoredDemandStatus,
  yuanToFen,
} from '@mall/contract';
import { lockUserRow } from '../../db/locks.js';
import { appError } from '../../lib/app-error.js';
import type { TUnpaidOrderCancel } from '../../lib/order-cancels.js';
import type { TDeps } from '../../plugins/deps.js';
import { getAddress, toOrderAddress } from '../address/address.service.js';
import { planCoupons } from '../coupon/coupon.service.js';
import { countUnpaidOrders, insertOrderWithLines } from '../order/order-placement.service.js';
import { siteRules } from '../settings/settings.service.js';
import * as repo from './procurement.repository.js';
import { ownDemand, type TDb, type TSettleParsed, toDetail } from './procurement.service.js';
import * as quoteRepo from './procurement-quote.repository.js';
import type { TQuoteItemRow } from './procurement-quote.service.js';

// ---------------------------------------------------------------- buyer: compare, settle

type TShopQuoteRow = Awaited<ReturnType<typeof quoteRepo.quotesOfDemand>>[number];

/**
 * A quote as the owner compares it. `seenBefore`: the owner's previous look at the comparison (null:
 * none); a quote revised after it is `isUpdated`.
 */
function toQuote(
  q: TShopQuoteRow,
  items: repo.TItemRow[],
  lines: TQuoteItemRow[],
  now: number,
  seenBefore: number | null,
): TQuote {
  const revisedTime = q.revised_at === null ? null : Number(q.revised_at);
  const status = q.status as TQuoteStatus;
  const prices = new Map(lines.filter((l) => l.quote_id === q.id).map((l) => [l.item_id, Number(l.unit_price_fen)]));
  return {
    id: q.id,
    demandId: q.demand_id,
    sellerId: q.seller_id,
    shopName: q.shop_name,
    shopLogo: q.shop_logo,
    shopScore: q.score_x10 / 10,
    lines: items.map((i) => {
      const fen = prices.get(i.id) ?? 0;
      return {
        itemId: i.id,
        name: i.name,
        spec: i.spec,
        quantity: i.quantity,
        unit: i.unit,
        unitPrice: fenToYuan(fen),
        amount: fenToYuan(fen * i.quantity),
      };
    }),
    total: fenToYuan(Number(q.total_fen)),
    taxIncluded: q.tax_included === 1,
    leadDays: q.lead_days,
    warrantyMonths: q.warranty_months,
    validUntil: q.valid_until,
    expired: Number(q.valid_until_at) < now,
    note: q.note,
    status,
    statusText: QUOTE_STATUS_TEXT[status] ?? '',
    createTime: Number(q.created_at),
    updateTime: Number(q.updated_at),
    revisedTime,
    isUpdated: revisedTime !== null && seenBefore !== null && revisedTime > seenBefore,
  };
}

/**
 * The owner's demand and its quotes side by side (anyone else: 404). A quote revised since the owner's
 * previous look is marked `isUpdated`; then this answer becomes the owner's latest look.
 */
export async function listQuotes(
  db: TDb,
  userId: number,
  demandId: number,
  now = Date.now(),
): Promise<TQuoteComparison> {
  const row = await ownDemand(db, userId, demandId);
  const [items, quotes] = await Promise.all([repo.itemsOf(db, [demandId]), quoteRepo.quotesOfDemand(db, demandId)]);
  const lines = await quoteRepo.quoteItemsOf(
    db,
    quotes.map((q) => q.id),
  );
  const seenBefore = row.quotes_seen_at === null ? null : Number(row.quotes_seen_at);
  const answer = {
    demand: toDetail(row, items, true, now),
    quotes: quotes.map((q) => toQuote(q, items, lines, now, seenBefore)),
  };
  await repo.markQuotesSeen(db, demandId, now);
  return answer;
}

/** Why a demand cannot be settled: settled already or closed. */
function refuseSettle(status: number | undefined): never {
  if (status === DEMAND_STATUS.SETTLED) throw appError('DEMAND_SETTLED');
  if (status === DEMAND_STATUS.CLOSED) throw appError('DEMAND_CLOSED');
  throw appError('QUOTE_NOT_FOUND');
}

/** Text of a settled line's standard: 规格：… · 单位：… (empty parts left out). */
export function procurementLineName(spec: string, unit: string): string {
  return [spec ? `规格：${spec}` : '', unit ? `单位：${unit}` : ''].filter(Boolean).join(' · ');
}

/**
 * Settles one quote of the buyer's demand into one payable order of that seller at the quoted unit
 * prices, if they still make the total the buyer saw (`total`; else 409 QUOTE_CHANGED with the new
 * one, nothing written). One transaction, in the lock order of checkout: the buyer's row (the
 * unpaid-orders limit holds until commit), then the demand's guarded 1 → 3 write (two settlements
 * racing, a second click or a closed demand: exactly one order, 409 for the rest), then the quote's
 * check and the order. No stock is reserved: the lines name no catalogue product.
 */
export async function settleQuote(deps: TDeps, userId: number, input: TSettleParsed): Promise<{ orderIds: number[] }> {
  const { db, config } = deps;
  const quote = await quoteRepo.findQuoteWithDemand(db, input.quoteId);
  if (!quote || quote.user_id !== userId) throw appError('QUOTE_NOT_FOUND');
  // A first look without a lock (the guarded write decides): stored 1, whether or not the deadline passed.
  if (!storedDemandStates(DEMAND_TRANSITIONS.settle.from).includes(quote.demand_status as TStoredDemandStatus)) {
    refuseSettle(quote.demand_status);
  }
  const now = Date.now();
  if (Number(quote.valid_until_at) < now) throw appError('QUOTE_EXPIRED');
  const address = toOrderAddress(await getAddress(db, userId, input.addressId));
  const { unpaidMinutes } = await siteRules(db, config);
  const orderId = await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    if ((await countUnpaidOrders(trx, userId)) + 1 > config.MAX_UNPAID_ORDERS) throw appError('TOO_MANY_UNPAID_ORDERS');
    if (!(await repo.settleDemand(trx, quote.demand_id, userId, quote.id, now))) {
      refuseSettle((await repo.findDemand(trx, quote.demand_id))?.status);
    }
    // The quote as it is now, read under the demand row's lock that every revision takes first: a
    // revision either committed before (read here, and refused below if the buyer did not see it) or
    // waits and then finds the demand settled. Never an order at prices the buyer did not see.
    const live = await quoteRepo.findQuote(trx, quote.id);
    if (!live) throw appError('QUOTE_NOT_FOUND');
    if (Number(live.valid_until_at) < now) throw appError('QUOTE_EXPIRED');
    const items = await repo.itemsOf(trx, [quote.demand_id]);
    const prices = new Map(
      (await quoteRepo.quoteItemsOf(trx, [quote.id])).map((l) => [l.item_id, Number(l.unit_price_fen)]),
    );
    const totalFen = items.reduce((sum, i) => sum + (prices.get(i.id) ?? 0) * i.quantity, 0);
    if (totalFen !== yuanToFen(input.total)) throw appError('QUOTE_CHANGED', { total: fenToYuan(totalFen) });
    // A coupon (DESIGN.md §2 coupons): a shop coupon of the quoting seller or a platform one; a
    // category coupon never fits, the lines name no catalogue product.
    const [coupon] = await planCoupons(
      trx,
      userId,
      input.couponId !== undefined ? [input.couponId] : [],
      [
        items.map((i) => ({
          sellerId: quote.seller_id,
          categoryId: null,
          amountFen: (prices.get(i.id) ?? 0) * i.quantity,
        })),
      ],
      now,
    );
    const id = await insertOrderWithLines(
      trx,
      {
        userId,
        sellerId: quote.seller_id,
        address,
        remark: input.remark,
        payDeadline: now + unpaidMinutes * 60_000,
        demandId: quote.demand_id,
        invoice: input.invoice,
        lines: items.map((i) => ({
          product_id: null,
          standard_id: null,
          title: i.name,
          image: '',
          standard_name: procurementLineName(i.spec, i.unit),
          price_fen: prices.get(i.id) ?? 0,
          number: i.quantity,
        })),
        coupon: coupon ?? undefined,
      },
      now,
    );
    // Under the demand's settle every quote of it is 有效: the guard never refuses, it only keeps the table's word.
    if (!(await quoteRepo.acceptQuote(trx, quote.id, now))) throw appError('QUOTE_NOT_FOUND');
    await repo.declineLiveQuotes(trx, quote.demand_id, now, quote.id);
    await repo.setDemandOrder(trx, quote.demand_id, id);
    return id;
  });
  return { orderIds: [orderId] };
}

/**
 * The listener of cancelled unpaid orders (lib/order-cancels.ts), in the cancel's transaction: the
 * demand the order settled reopens (3 → 1; past its deadline it reads 已截止), all its quotes are live
 * again — the winner may be settled or revised again, and its seller no longer sees the buyer's
 * contact (that needs a 已成交 quote). Guarded by the demand's order, so a replay does nothing.
 */
export async function reopenSettledDemand(trx: TDb, cancel: TUnpaidOrderCancel): Promise<void> {
  if (cancel.demandId === null) return;
  if (await repo.reopenDemand(trx, cancel.demandId, cancel.orderId, cancel.at)) {
    await repo.reviveQuotes(trx, cancel.demandId, cancel.at);
  }
}
