import {
  chinaDayEnd,
  DEMAND_STATUS,
  DEMAND_STATUS_TEXT,
  DEMAND_TRANSITIONS,
  DEMANDS_PER_HOUR,
  demandMay,
  demandMovesTo,
  demandStatusAt,
  fenToYuan,
  QUOTE_STATUS,
  QUOTE_STATUS_TEXT,
  regionText,
  storedDemandStates,
  type TDemandAttachment,
  type TDemandCard,
  type TDemandDetail,
  type TDemandItem,
  type TDemandStatus,
  type TQuote,
  type TQuoteComparison,
  type TQuoteStatus,
  type TSellerDemand,
  type TSellerQuoteSummary,
  type TStoredDemandStatus,
  yuanToFen,
  type ZDemandInput,
  type ZDemandUpdate,
  type ZQuoteInput,
  type ZSettleQuote,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/create-db.js';
import { lockUserRow } from '../../db/locks.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { takeSlot } from '../../lib/counter-store.js';
import { parseStoredList } from '../../lib/json-list.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import { maskNick } from '../../lib/mask.js';
import type { TUnpaidOrderCancel } from '../../lib/order-cancels.js';
import { Paged } from '../../plugins/calls.js';
import type { TDeps } from '../../plugins/deps.js';
import { getAddress, toOrderAddress } from '../address/address.service.js';
import { ensureSysCategory, sellerCategoryIds, sysCategoryAndBelow } from '../catalogue/catalogue.service.js';
import { planCoupons } from '../coupon/coupon.service.js';
import { notifyQuoteReceived } from '../message/message.service.js';
import { countUnpaidOrders, insertOrderWithLines } from '../order/order-placement.service.js';
import { ownedAttachments } from '../upload/upload.service.js';
import * as repo from './procurement.repository.js';

type TDb = Kysely<DB>;

/** A demand as `add` parsed it. */
export type TDemandParsed = z.output<typeof ZDemandInput>;
/** An edit as `update` parsed it. */
export type TDemandUpdateParsed = z.output<typeof ZDemandUpdate>;
/** A quote as the seller's `quote` parsed it. */
export type TQuoteParsed = z.output<typeof ZQuoteInput>;
/** A settlement as `settle` parsed it. */
export type TSettleParsed = z.output<typeof ZSettleQuote>;

/** How many item names a card's summary carries. */
const CARD_ITEM_NAMES = 3;

// ---------------------------------------------------------------- shaping

const yuanOrNull = (fen: number | null): number | null => (fen === null ? null : fenToYuan(Number(fen)));

export function toCard(d: repo.TDemandRow, now = Date.now()): TDemandCard {
  const status = demandStatusAt(d.status, Number(d.quote_deadline_at), now);
  return {
    id: d.id,
    title: d.title,
    categoryId: d.category_id,
    categoryName: d.category_name ?? '',
    buyerName: maskNick(d.buyer_nickname || d.buyer_username),
    itemCount: d.item_count,
    itemNames: parseStoredList<string>(d.item_names),
    budget: yuanOrNull(d.budget_fen),
    province: d.province,
    city: d.city,
    area: d.area,
    regionText: regionText(d.province, d.city, d.area).text,
    deliveryDate: d.delivery_date,
    quoteDeadline: d.quote_deadline,
    quoteDeadlineAt: Number(d.quote_deadline_at),
    quoteCount: d.quote_count,
    status,
    statusText: DEMAND_STATUS_TEXT[status] ?? '',
    createTime: Number(d.created_at),
    publishTime: d.published_at === null ? null : Number(d.published_at),
  };
}

function toItem(i: repo.TItemRow): TDemandItem {
  return {
    id: i.id,
    name: i.name,
    spec: i.spec,
    quantity: i.quantity,
    unit: i.unit,
    targetPrice: yuanOrNull(i.target_price_fen),
  };
}

/** The full demand; the contact and the order only when `isOwner`. */
function toDetail(d: repo.TDemandRow, items: repo.TItemRow[], isOwner: boolean, now = Date.now()): TDemandDetail {
  return {
    ...toCard(d, now),
    items: items.filter((i) => i.demand_id === d.id).map(toItem),
    description: d.description,
    attachments: parseStoredList<TDemandAttachment>(d.attachments),
    isOwner,
    contactName: isOwner ? d.contact_name : null,
    contactPhone: isOwner ? d.contact_phone : null,
    settledQuoteId: d.settled_quote_id,
    orderId: isOwner ? d.order_id : null,
  };
}

// ---------------------------------------------------------------- buyer: add, update, close

/** The columns a demand's fields write (add and update alike), its items, and whether it is published. */
async function demandColumns(deps: TDeps, userId: number, input: TDemandParsed) {
  if (input.categoryId !== undefined) await ensureSysCategory(deps.db, input.categoryId);
  const owned = await ownedAttachments(deps, input.attachments ?? [], { type: 'user', id: userId });
  // A demand keeps no sizes (the contract's TDemandAttachment).
  const attachments: TDemandAttachment[] = owned.map(({ url, name, kind }) => ({ url, name, kind }));
  const searchText = [input.title, ...input.items.flatMap((i) => [i.name, i.spec ?? ''])]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  const columns = {
    title: input.title,
    category_id: input.categoryId ?? null,
    budget_fen: input.budget === undefined ? null : yuanToFen(input.budget),
    province: input.province,
    city: input.city,
    area: input.area,
    delivery_date: input.deliveryDate,
    quote_deadline: input.quoteDeadline,
    quote_deadline_at: chinaDayEnd(input.quoteDeadline),
    contact_name: input.contactName,
    contact_phone: input.contactPhone,
    description: input.description ?? '',
    attachments: JSON.stringify(attachments),
    item_count: input.items.length,
    item_names: JSON.stringify(input.items.slice(0, CARD_ITEM_NAMES).map((i) => i.name)),
    search_text: searchText,
  };
  const items = input.items.map((i, sort) => ({
    sort,
    name: i.name,
    spec: i.spec ?? '',
    quantity: i.quantity,
    unit: i.unit,
    target_price_fen: i.targetPrice === undefined ? null : yuanToFen(i.targetPrice),
  }));
  return { columns, items };
}

/** The publishing throttle's counter of one buyer. */
const publishSlot = (userId: number) => `demand:${userId}`;

/**
 * Takes one of the buyer's DEMANDS_PER_HOUR publishing slots (429 DEMAND_THROTTLED beyond): a
 * published demand goes public at once. Taken once the payload is known good, so a refused one costs
 * no slot; a draft takes none until it is published.
 */
function takePublishSlot(deps: TDeps, userId: number): Promise<void> {
  return takeSlot(deps.counters, publishSlot(userId), DEMANDS_PER_HOUR, 3_600_000, 'DEMAND_THROTTLED');
}

/**
 * Saves a draft (`draft: true`) or publishes a demand, a published one within the buyer's hourly
 * allowance (429 DEMAND_THROTTLED); answers its id.
 */
export async function addDemand(
  deps: TDeps,
  userId: number,
  input: TDemandParsed,
  now = Date.now(),
): Promise<{ id: number }> {
  const { columns, items } = await demandColumns(deps, userId, input);
  if (input.draft !== true) await takePublishSlot(deps, userId);
  return saveNewDemand(deps, userId, { columns, items, draft: input.draft === true }, now);
}

/**
 * Writes a new demand as `addDemand` checked it, without the publishing throttle: the demo seed's
 * way in (its companies publish their history at once; no buyer's allowance is spent).
 */
export async function seedDemand(
  deps: TDeps,
  userId: number,
  input: TDemandParsed,
  now = Date.now(),
): Promise<{ id: number }> {
  const { columns, items } = await demandColumns(deps, userId, input);
  return saveNewDemand(deps, userId, { columns, items, draft: input.draft === true }, now);
}

async function saveNewDemand(
  deps: TDeps,
  userId: number,
  { columns, items, draft }: Awaited<ReturnType<typeof demandColumns>> & { draft: boolean },
  now: number,
): Promise<{ id: number }> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const demandId = await repo.insertDemand(trx, {
      ...columns,
      user_id: userId,
      status: draft ? DEMAND_STATUS.DRAFT : demandMovesTo('publish'),
      created_at: now,
      updated_at: now,
      published_at: draft ? null : now,
    });
    await repo.replaceItems(trx, demandId, items);
    return demandId;
  });
  return { id };
}

/** The owner's demand; anybody else's (or none) is 404. */
async function ownDemand(db: TDb, userId: number, id: number): Promise<repo.TDemandRow> {
  const row = await repo.findDemand(db, id);
  if (!row || row.user_id !== userId) throw appError('DEMAND_NOT_FOUND');
  return row;
}

/** Why the owner's demand refuses an edit now (read after the guarded write wrote nothing). */
function refuseEdit(row: repo.TDemandRow, now: number): never {
  const shown = demandStatusAt(row.status, Number(row.quote_deadline_at), now);
  if (!demandMay(shown, 'edit')) throw appError('DEMAND_NOT_EDITABLE', { demandStatus: shown });
  throw appError('DEMAND_HAS_QUOTES');
}

/**
 * Rewrites the owner's draft (any time) or published demand (until its first quote, before its
 * deadline), items included. `draft: false` (or absent) on a draft publishes it. A published demand
 * never goes back to draft — sellers may have seen it: `draft: true` on one is ignored and it stays
 * published (the edit itself applies).
 */
export async function updateDemand(
  deps: TDeps,
  userId: number,
  input: TDemandUpdateParsed,
  now = Date.now(),
): Promise<void> {
  const before = await ownDemand(deps.db, userId, input.id);
  // The deadline is the guarded write's to judge (it reads the clock under the row's lock).
  if (!storedDemandStates(DEMAND_TRANSITIONS.edit.from).includes(before.status as TStoredDemandStatus))
    refuseEdit(before, now);
  const { columns, items } = await demandColumns(deps, userId, input);
  const publish = input.draft !== true;
  // Publishing a draft spends a slot like `add` does; given back if the edit is refused after all.
  const isPublishing = publish && DEMAND_TRANSITIONS.publish.from.includes(before.status as TDemandStatus);
  if (isPublishing) await takePublishSlot(deps, userId);
  try {
    await writeUpdate(deps, userId, input, { columns, items, publish, before }, now);
  } catch (err) {
    if (isPublishing) await deps.counters.release(publishSlot(userId));
    throw err;
  }
}

async function writeUpdate(
  deps: TDeps,
  userId: number,
  input: TDemandUpdateParsed,
  {
    columns,
    items,
    publish,
    before,
  }: Awaited<ReturnType<typeof demandColumns>> & { publish: boolean; before: repo.TDemandRow },
  now: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    // The guarded write first (`edit`): it races a seller's first quote on the same row (exactly one
    // wins). Publishing writes `publish`'s state; on a published demand that is the state it has.
    const patch = {
      ...columns,
      updated_at: now,
      ...(publish
        ? {
            status: demandMovesTo('publish'),
            published_at: before.published_at ?? now,
          }
        : {}),
    };
    if (!(await repo.updateEditable(trx, input.id, userId, patch, now))) {
      refuseEdit(await ownDemand(trx, userId, input.id), now);
    }
    await repo.replaceItems(trx, input.id, items);
  });
}

/** Closes the owner's draft or unsettled demand (also past its deadline); its live quotes become 未中标. */
export async function closeDemand(db: TDb, userId: number, id: number, now = Date.now()): Promise<void> {
  await ownDemand(db, userId, id);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.closeDemand(trx, id, userId, now))) {
      const row = await ownDemand(trx, userId, id);
      throw appError('DEMAND_NOT_CLOSABLE', {
        demandStatus: demandStatusAt(row.status, Number(row.quote_deadline_at), now),
      });
    }
    await repo.declineLiveQuotes(trx, id, now);
  });
}

// ---------------------------------------------------------------- reads

async function filterOf(
  db: TDb,
  q: { keyword?: string | undefined; categoryId?: number | undefined; province?: string | undefined },
): Promise<repo.TDemandFilter> {
  return {
    terms: keywordTerms(q.keyword),
    categoryIds: q.categoryId ? await sysCategoryAndBelow(db, q.categoryId) : undefined,
    province: q.province || undefined,
  };
}

/** The public market: demands open for quotes, never a contact. */
export async function queryMarket(
  db: TDb,
  q: {
    page: number;
    limit: number;
    keyword?: string | undefined;
    categoryId?: number | undefined;
    province?: string | undefined;
    sort: 'new' | 'closing' | 'budget';
  },
  now = Date.now(),
): Promise<Paged<TDemandCard[]>> {
  const filter = await filterOf(db, q);
  const { rows, total } = await repo.marketPage(db, filter, q.sort, now, (q.page - 1) * q.limit, q.limit);
  return new Paged(
    rows.map((r) => toCard(r, now)),
    total,
  );
}

/** One demand: a draft only to its owner; the contact and the order only to the owner. `viewerId` 0 = a guest. */
export async function demandDetail(db: TDb, viewerId: number, id: number, now = Date.now()): Promise<TDemandDetail> {
  const row = await repo.findDemand(db, id);
  const isOwner = row !== undefined && viewerId !== 0 && row.user_id === viewerId;
  if (!row || (row.status === DEMAND_STATUS.DRAFT && !isOwner)) throw appError('DEMAND_NOT_FOUND');
  return toDetail(row, await repo.itemsOf(db, [id]), isOwner, now);
}

/** The owner's demands, newest first; `status` is the shown state (2 = published past its deadline). */
export async function myDemands(
  db: TDb,
  userId: number,
  q: { page: number; limit: number; status?: number | undefined },
  now = Date.now(),
): Promise<Paged<TDemandCard[]>> {
  const { rows, total } = await repo.minePage(db, userId, q.status, now, (q.page - 1) * q.limit, q.limit);
  return new Paged(
    rows.map((r) => toCard(r, now)),
    total,
  );
}

type TQuoteRow = NonNullable<Awaited<ReturnType<typeof repo.findQuoteOf>>>;
type TQuoteItemRow = Awaited<ReturnType<typeof repo.quoteItemsOf>>[number];

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
  const [items, quotes] = await Promise.all([repo.itemsOf(db, ids), repo.quotesBy(db, sellerId, ids)]);
  const lines = await repo.quoteItemsOf(
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
  const [shown] = await asSellerSees(db, sellerId, [row], now);
  const isOpen = demandMay(demandStatusAt(row.status, Number(row.quote_deadline_at), now), 'quote');
  if (!shown || (!isOpen && !shown.myQuote)) throw appError('DEMAND_NOT_FOUND');
  return shown;
}

// ---------------------------------------------------------------- seller: quote

/** Why a demand takes no quote now (read after the guarded write wrote nothing). */
function refuseQuote(row: repo.TDemandRow | undefined, now: number): never {
  if (!row || row.status === DEMAND_STATUS.DRAFT) throw appError('DEMAND_NOT_FOUND');
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
      const existing = await repo.findQuoteOf(trx, input.demandId, sellerId);
      let quoteId: number;
      if (existing) {
        quoteId = existing.id;
        // A revision the buyer would see (a price or a term changed) is marked for the comparison's 已更新.
        const isRevised = !sameQuote(existing, terms, await repo.quoteItemsOf(trx, [quoteId]), prices);
        await repo.updateQuote(trx, quoteId, isRevised ? { ...terms, revised_at: now } : terms);
      } else {
        quoteId = await repo.insertQuote(trx, {
          ...terms,
          demand_id: input.demandId,
          seller_id: sellerId,
          created_at: now,
        });
        await repo.countQuote(trx, input.demandId);
        await tellOwnerOfQuote(trx, input.demandId, quoteId);
      }
      await repo.replaceQuoteItems(
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

// ---------------------------------------------------------------- buyer: compare, settle

type TShopQuoteRow = Awaited<ReturnType<typeof repo.quotesOfDemand>>[number];

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
  const [items, quotes] = await Promise.all([repo.itemsOf(db, [demandId]), repo.quotesOfDemand(db, demandId)]);
  const lines = await repo.quoteItemsOf(
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
  const quote = await repo.findQuoteWithDemand(db, input.quoteId);
  if (!quote || quote.user_id !== userId) throw appError('QUOTE_NOT_FOUND');
  // A first look without a lock (the guarded write decides): stored 1, whether or not the deadline passed.
  if (!storedDemandStates(DEMAND_TRANSITIONS.settle.from).includes(quote.demand_status as TStoredDemandStatus)) {
    refuseSettle(quote.demand_status);
  }
  const now = Date.now();
  if (Number(quote.valid_until_at) < now) throw appError('QUOTE_EXPIRED');
  const address = toOrderAddress(await getAddress(db, userId, input.addressId));
  const orderId = await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    if ((await countUnpaidOrders(trx, userId)) + 1 > config.MAX_UNPAID_ORDERS) throw appError('TOO_MANY_UNPAID_ORDERS');
    if (!(await repo.settleDemand(trx, quote.demand_id, userId, quote.id, now))) {
      refuseSettle((await repo.findDemand(trx, quote.demand_id))?.status);
    }
    // The quote as it is now, read under the demand row's lock that every revision takes first: a
    // revision either committed before (read here, and refused below if the buyer did not see it) or
    // waits and then finds the demand settled. Never an order at prices the buyer did not see.
    const live = await repo.findQuote(trx, quote.id);
    if (!live) throw appError('QUOTE_NOT_FOUND');
    if (Number(live.valid_until_at) < now) throw appError('QUOTE_EXPIRED');
    const items = await repo.itemsOf(trx, [quote.demand_id]);
    const prices = new Map(
      (await repo.quoteItemsOf(trx, [quote.id])).map((l) => [l.item_id, Number(l.unit_price_fen)]),
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
        payDeadline: now + config.ORDER_PAY_MINUTES * 60_000,
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
    if (!(await repo.acceptQuote(trx, quote.id, now))) throw appError('QUOTE_NOT_FOUND');
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

/** The workbench's 可报价需求: open demands in these categories (the seller's) that it has not quoted on. */
export function countOpenDemandsFor(
  db: TDb,
  sellerId: number,
  categoryIds: number[],
  now = Date.now(),
): Promise<number> {
  return repo.countOpenUnquoted(db, sellerId, categoryIds, now);
}
