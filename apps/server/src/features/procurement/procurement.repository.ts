import {
  DELETED_USER_NAME,
  DEMAND_STATUS,
  DEMAND_TRANSITIONS,
  demandMovesTo,
  QUOTE_TRANSITIONS,
  storedDemandStates,
  type TDemandStatus,
  type TQuoteAction,
} from '@mall/contract';
import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type SqlBool,
  sql,
  type Updateable,
} from 'kysely';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { TModerationFilter } from '../../lib/moderation.js';
import type { ProcurementDemandsTable, ProcurementItemsTable } from './procurement.table.js';

export type TDb = Kysely<DB>;

// ---------------------------------------------------------------- states

/**
 * The guard of a demand's move: "shown as one of `from`" in SQL (DEMAND_TRANSITIONS speaks of the
 * shown states; 2 已截止 is stored 1 past the quote deadline, 1 报价中 stored 1 before it).
 */
function demandIn(from: readonly TDemandStatus[], now: number) {
  return (eb: ExpressionBuilder<DB, 'procurement_demands'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    const plain = from.filter((s) => s !== DEMAND_STATUS.QUOTING && s !== DEMAND_STATUS.EXPIRED);
    if (plain.length > 0) parts.push(eb('status', 'in', plain));
    const open = from.includes(DEMAND_STATUS.QUOTING);
    const late = from.includes(DEMAND_STATUS.EXPIRED);
    if (open && late) parts.push(eb('status', '=', DEMAND_STATUS.QUOTING));
    else if (open) parts.push(eb.and([eb('status', '=', DEMAND_STATUS.QUOTING), eb('quote_deadline_at', '>=', now)]));
    else if (late) parts.push(eb.and([eb('status', '=', DEMAND_STATUS.QUOTING), eb('quote_deadline_at', '<', now)]));
    return eb.or(parts);
  };
}

/** The guard and the state of a quote's move. */
export function quoteMove(action: TQuoteAction) {
  return QUOTE_TRANSITIONS[action];
}

// ---------------------------------------------------------------- demands

export async function insertDemand(db: TDb, row: Insertable<ProcurementDemandsTable>): Promise<number> {
  const inserted = await db.insertInto('procurement_demands').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Writes the demand's items anew (an edit replaces them; no quote can name the old ones then). */
export async function replaceItems(
  db: TDb,
  demandId: number,
  items: Omit<Insertable<ProcurementItemsTable>, 'demand_id'>[],
): Promise<void> {
  await db.deleteFrom('procurement_items').where('demand_id', '=', demandId).execute();
  if (items.length > 0) {
    await db
      .insertInto('procurement_items')
      .values(items.map((i) => ({ ...i, demand_id: demandId })))
      .execute();
  }
}

function demandsQuery(db: TDb) {
  return db
    .selectFrom('procurement_demands as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('sys_categories as c', 'c.id', 'd.category_id')
    .selectAll('d')
    .select(['u.username as buyer_username', 'u.nickname as buyer_nickname', 'c.name as category_name']);
}

export type TDemandRow = Awaited<ReturnType<ReturnType<typeof demandsQuery>['executeTakeFirstOrThrow']>>;

export function findDemand(db: TDb, id: number) {
  return demandsQuery(db).where('d.id', '=', id).executeTakeFirst();
}

/** The items of demands, in demand then sort order. */
export function itemsOf(db: TDb, demandIds: number[]) {
  if (demandIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('procurement_items')
    .selectAll()
    .where('demand_id', 'in', demandIds)
    .orderBy('demand_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type TItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

/**
 * The owner's guarded edit: a draft at any time, a published demand only while no seller quoted and
 * before its deadline (the quote's guarded write on the same row races this one; exactly one wins).
 * Answers whether it wrote.
 */
export async function updateEditable(
  db: TDb,
  id: number,
  userId: number,
  patch: Updateable<ProcurementDemandsTable>,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('procurement_demands')
    .set(patch)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('quote_count', '=', 0)
    .where(demandIn(DEMAND_TRANSITIONS.edit.from, now))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Closes the owner's draft or unsettled demand (`close`: 0/1/2 → 4), once; answers whether this call did. */
export async function closeDemand(db: TDb, id: number, userId: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('procurement_demands')
    .set({ status: demandMovesTo('close'), closed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(demandIn(DEMAND_TRANSITIONS.close.from, now))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Declines the live quotes of a demand (`decline`; close: all of them; settle: all but the winner). */
export async function declineLiveQuotes(db: TDb, demandId: number, now: number, exceptId?: number): Promise<void> {
  const move = quoteMove('decline');
  let q = db
    .updateTable('procurement_quotes')
    .set({ status: move.to, updated_at: now })
    .where('demand_id', '=', demandId)
    .where('status', 'in', move.from);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  await q.execute();
}

/** What the market and the seller's list are narrowed by. */
export interface TDemandFilter {
  /** Lower-cased terms, each of which the search text must hold. */
  terms: string[];
  categoryIds?: number[] | undefined;
  province?: string | undefined;
}

function narrowed(db: TDb, f: TDemandFilter) {
  let q = demandsQuery(db);
  for (const term of f.terms) q = q.where(hasTermIn(['d.search_text'], term, true));
  if (f.categoryIds) q = q.where('d.category_id', 'in', f.categoryIds);
  if (f.province) q = q.where('d.province', '=', f.province);
  return q;
}

/** Demands open for quotes now: published and not past the end of their quote-deadline day. */
function openDemands(db: TDb, f: TDemandFilter, now: number) {
  return narrowed(db, f)
    .where('d.status', '=', DEMAND_STATUS.QUOTING)
    .where('d.quote_deadline_at', '>=', now)
    .where('d.hidden_at', 'is', null);
}

/** A page of the demands open for quotes in the chosen order (ties: the later id first) and their count. */
export function marketPage(
  db: TDb,
  f: TDemandFilter,
  sort: 'new' | 'closing' | 'budget',
  now: number,
  offset: number,
  limit: number,
) {
  let q = openDemands(db, f, now);
  if (sort === 'closing') q = q.orderBy('d.quote_deadline_at', 'asc');
  else if (sort === 'budget') q = q.orderBy(sql`d.budget_fen is null`).orderBy('d.budget_fen', 'desc');
  else q = q.orderBy('d.published_at', 'desc');
  return pageWithTotal(q.orderBy('d.id', 'desc'), countOf(openDemands(db, f, now)), offset, limit);
}

/** A demands query's count of matches instead of its columns. */
function countOf(q: ReturnType<typeof demandsQuery>) {
  return q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n'));
}

/** The owner's demands by shown state: 1 = published before its deadline, 2 = published past it. */
function mineFiltered(db: TDb, userId: number, status: number | undefined, now: number) {
  let q = demandsQuery(db).where('d.user_id', '=', userId);
  if (status === DEMAND_STATUS.QUOTING) {
    q = q.where('d.status', '=', DEMAND_STATUS.QUOTING).where('d.quote_deadline_at', '>=', now);
  } else if (status === DEMAND_STATUS.EXPIRED) {
    q = q.where('d.status', '=', DEMAND_STATUS.QUOTING).where('d.quote_deadline_at', '<', now);
  } else if (status !== undefined) {
    q = q.where('d.status', '=', status);
  }
  return q;
}

/** A page of the owner's demands, newest first, and their count. */
export function minePage(
  db: TDb,
  userId: number,
  status: number | undefined,
  now: number,
  offset: number,
  limit: number,
) {
  return pageWithTotal(
    mineFiltered(db, userId, status, now).orderBy('d.id', 'desc'),
    countOf(mineFiltered(db, userId, status, now)),
    offset,
    limit,
  );
}

/** Demands this seller quoted on, whatever their state. */
function quotedBy(db: TDb, f: TDemandFilter, sellerId: number) {
  return narrowed(db, f).innerJoin('procurement_quotes as mq', (j) =>
    j.onRef('mq.demand_id', '=', 'd.id').on('mq.seller_id', '=', sellerId),
  );
}

/** A page of the seller's list (open demands, or those it quoted on, its latest quote first) and their count. */
export function sellerPage(
  db: TDb,
  f: TDemandFilter,
  scope: 'open' | 'quoted',
  sellerId: number,
  now: number,
  offset: number,
  limit: number,
) {
  if (scope === 'quoted') {
    return pageWithTotal(
      quotedBy(db, f, sellerId).orderBy('mq.updated_at', 'desc').orderBy('d.id', 'desc'),
      quotedBy(db, f, sellerId)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n')),
      offset,
      limit,
    );
  }
  return pageWithTotal(
    openDemands(db, f, now).orderBy('d.published_at', 'desc').orderBy('d.id', 'desc'),
    countOf(openDemands(db, f, now)),
    offset,
    limit,
  );
}

/**
 * The quote's guarded write on its demand, the first statement of every quote transaction: touches
 * the row only while it is published and before its deadline. It takes the demand row's lock, so a
 * buyer's edit, a settlement and other sellers' quotes of this demand queue behind it. Answers
 * whether the demand took it.
 */
export async function touchQuotable(db: TDb, demandId: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('procurement_demands')
    .set({ updated_at: sql`updated_at` })
    .where('id', '=', demandId)
    .where(demandIn(DEMAND_TRANSITIONS.quote.from, now))
    // A demand the platform hid takes no quote (as if gone).
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Counts a new seller on the demand (under the lock `touchQuotable` took). */
export async function countQuote(db: TDb, demandId: number): Promise<void> {
  await db
    .updateTable('procurement_demands')
    .set({ quote_count: sql`quote_count + 1` })
    .where('id', '=', demandId)
    .execute();
}

/** Settles the demand (`settle`: 1/2 → 3) once, whatever races it; answers whether this call did. */
export async function settleDemand(db: TDb, demandId: number, userId: number, quoteId: number, now: number) {
  const res = await db
    .updateTable('procurement_demands')
    .set({ status: demandMovesTo('settle'), settled_quote_id: quoteId, settled_at: now, updated_at: now })
    .where('id', '=', demandId)
    .where('user_id', '=', userId)
    .where(demandIn(DEMAND_TRANSITIONS.settle.from, now))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Reopens a demand whose settled order `orderId` was cancelled unpaid (3 → 1) once, whatever races it:
 * the settlement is forgotten (quote, order, time). Answers whether this call did.
 */
export async function reopenDemand(db: TDb, demandId: number, orderId: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('procurement_demands')
    .set({ status: demandMovesTo('reopen'), settled_quote_id: null, order_id: null, settled_at: null, updated_at: now })
    .where('id', '=', demandId)
    .where(demandIn(DEMAND_TRANSITIONS.reopen.from, now))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Every quote of a reopened demand is live again (`revive`): the winner (已成交) and the declined (未中标) alike. */
export async function reviveQuotes(db: TDb, demandId: number, now: number): Promise<void> {
  const move = quoteMove('revive');
  await db
    .updateTable('procurement_quotes')
    .set({ status: move.to, updated_at: now })
    .where('demand_id', '=', demandId)
    .where('status', 'in', move.from)
    .execute();
}

/** The owner opened the comparison at `now` (never moved back by a slower request). */
export async function markQuotesSeen(db: TDb, demandId: number, now: number): Promise<void> {
  await db
    .updateTable('procurement_demands')
    .set({ quotes_seen_at: now })
    .where('id', '=', demandId)
    .where((eb) => eb.or([eb('quotes_seen_at', 'is', null), eb('quotes_seen_at', '<', now)]))
    .execute();
}

export async function setDemandOrder(db: TDb, demandId: number, orderId: number): Promise<void> {
  await db.updateTable('procurement_demands').set({ order_id: orderId }).where('id', '=', demandId).execute();
}

/** Demands open to quotes now (报价中, before the deadline) that none of `sellerIds` has quoted. */
function openUnquotedBy(db: TDb, sellerIds: number[], now: number) {
  return db
    .selectFrom('procurement_demands as d')
    .where('d.status', '=', DEMAND_STATUS.QUOTING)
    .where('d.quote_deadline_at', '>=', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('procurement_quotes as q')
            .select('q.id')
            .whereRef('q.demand_id', '=', 'd.id')
            .where('q.seller_id', 'in', sellerIds),
        ),
      ),
    );
}

/**
 * Published, still-quotable demands published before `publishedBefore` that none of these sellers
 * has quoted yet (the demo sellers' answer job: a demand is answered once), newest first, with their
 * items. Newest first: however many older demands wait, a demand just published is reached first.
 */
export async function demandsAwaitingQuotes(db: TDb, sellerIds: number[], publishedBefore: number, limit: number) {
  if (sellerIds.length === 0) return [];
  const now = Date.now();
  const rows = await openUnquotedBy(db, sellerIds, now)
    .leftJoin('sys_categories as c', 'c.id', 'd.category_id')
    .select(['d.id', 'd.title', 'd.quote_deadline', 'd.quote_deadline_at', 'd.published_at', 'c.name as category_name'])
    .where('d.published_at', '<=', publishedBefore)
    .orderBy('d.published_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    categoryName: r.category_name ?? '',
    quoteDeadline: r.quote_deadline,
    quoteDeadlineAt: Number(r.quote_deadline_at),
    items: items
      .filter((i) => i.demand_id === r.id)
      .map((i) => ({
        id: i.id,
        name: i.name,
        spec: i.spec,
        quantity: i.quantity,
        unit: i.unit,
        target_price_fen: i.target_price_fen === null ? null : Number(i.target_price_fen),
      })),
  }));
}

/**
 * Demands open for quotes now (报价中, before the deadline) in one of the categories that this seller
 * has not quoted on yet (the workbench's count; index procurement_demands_closing_idx).
 */
export async function countOpenUnquoted(
  db: TDb,
  sellerId: number,
  categoryIds: number[],
  now: number,
): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const row = await openUnquotedBy(db, [sellerId], now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('d.category_id', 'in', categoryIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every demand of a buyer with its items, oldest first (the data export). */
export async function allDemandsOf(db: TDb, userId: number) {
  const demands = await db
    .selectFrom('procurement_demands')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const items = demands.length
    ? await db
        .selectFrom('procurement_items')
        .selectAll()
        .where(
          'demand_id',
          'in',
          demands.map((d) => d.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return { demands, items };
}

/** Account deletion: the buyer's contact leaves every demand (sellers kept it only through a settled quote). */
export async function eraseDemandContacts(db: TDb, userId: number, now: number): Promise<void> {
  await db
    .updateTable('procurement_demands')
    .set({ contact_name: DELETED_USER_NAME, contact_phone: '', updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** The buyer's demands still a draft or open for quotes (account deletion closes them). */
export function openDemandIdsOf(db: TDb, userId: number) {
  return db
    .selectFrom('procurement_demands')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', storedDemandStates(DEMAND_TRANSITIONS.close.from))
    .execute();
}

// ---------------------------------------------------------------- the platform's moderation (DESIGN-OPERATE §A)

/** Hides a demand, or (`hide` null) shows a hidden one, in one guarded write; answers whether it moved. */
export async function setDemandHidden(
  db: TDb,
  id: number,
  hide: { reason: string; at: number } | null,
): Promise<boolean> {
  const res = await db
    .updateTable('procurement_demands')
    .set(hide ? { hidden_at: hide.at, hidden_reason: hide.reason } : { hidden_at: null, hidden_reason: '' })
    .where('id', '=', id)
    .where('hidden_at', hide ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Published demands (drafts are nobody's but their owner's) for the console, newest first. */
export function demandsForModeration(db: TDb, f: TModerationFilter, offset: number, limit: number) {
  const filtered = () => {
    let q = demandsQuery(db).where('d.status', '<>', DEMAND_STATUS.DRAFT);
    if (f.hidden !== undefined) q = q.where('d.hidden_at', f.hidden ? 'is not' : 'is', null);
    for (const term of f.terms) q = q.where(hasTermIn(['d.search_text'], term, true));
    return q;
  };
  return pageWithTotal(filtered().orderBy('d.id', 'desc'), countOf(filtered()), offset, limit);
}
