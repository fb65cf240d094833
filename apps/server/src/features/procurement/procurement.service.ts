import {
  DEMAND_STATUS,
  DEMAND_STATUS_TEXT,
  demandStatusAt,
  fenToYuan,
  regionText,
  type TContentItem,
  type TDemandAttachment,
  type TDemandCard,
  type TDemandDetail,
  type TDemandItem,
  type ZDemandInput,
  type ZDemandUpdate,
  type ZQuoteInput,
  type ZSettleQuote,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseStoredList } from '../../lib/json-list.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import { maskNick } from '../../lib/mask.js';
import {
  excerptOf,
  stateAfter,
  type TModerationFilter,
  type TModerationResult,
  unchanged,
} from '../../lib/moderation.js';
import { Paged } from '../../plugins/calls.js';
import { sysCategoryAndBelow } from '../catalogue/catalogue.service.js';
import * as repo from './procurement.repository.js';

// The demands as buyers read them, and what the procurement services share (shaping, the owner's 404).

export type TDb = Kysely<DB>;

/** A demand as `add` parsed it. */
export type TDemandParsed = z.output<typeof ZDemandInput>;
/** An edit as `update` parsed it. */
export type TDemandUpdateParsed = z.output<typeof ZDemandUpdate>;
/** A quote as the seller's `quote` parsed it. */
export type TQuoteParsed = z.output<typeof ZQuoteInput>;
/** A settlement as `settle` parsed it. */
export type TSettleParsed = z.output<typeof ZSettleQuote>;

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
    ...(d.hidden_at !== null ? { hiddenReason: d.hidden_reason } : {}),
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
export function toDetail(
  d: repo.TDemandRow,
  items: repo.TItemRow[],
  isOwner: boolean,
  now = Date.now(),
): TDemandDetail {
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

/** The owner's demand; anybody else's (or none) is 404. */
export async function ownDemand(db: TDb, userId: number, id: number): Promise<repo.TDemandRow> {
  const row = await repo.findDemand(db, id);
  if (!row || row.user_id !== userId) throw appError('DEMAND_NOT_FOUND');
  return row;
}

// ---------------------------------------------------------------- reads

export async function filterOf(
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
  // A draft, and a demand the platform hid, exist only for their owner.
  if (!row || ((row.status === DEMAND_STATUS.DRAFT || row.hidden_at !== null) && !isOwner)) {
    throw appError('DEMAND_NOT_FOUND');
  }
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

// ---------------------------------------------------------------- the platform's moderation (DESIGN-OPERATE §A)

/**
 * Hides a demand from the market, its detail and the sellers' open list (it takes no quote while
 * hidden), or shows it again, inside the caller's transaction; its owner still reads it, marked.
 */
export async function setDemandHidden(
  db: TDb,
  id: number,
  hide: { reason: string } | null,
  now = Date.now(),
): Promise<TModerationResult> {
  const row = await repo.findDemand(db, id);
  if (!row || row.status === DEMAND_STATUS.DRAFT) throw appError('CONTENT_NOT_FOUND');
  const before = { hidden: row.hidden_at !== null, hiddenReason: row.hidden_reason };
  if (!(await repo.setDemandHidden(db, id, hide ? { reason: hide.reason, at: now } : null))) return unchanged(before);
  return {
    changed: true,
    authorUserId: row.user_id,
    excerpt: excerptOf(row.title),
    link: '/user/procurement',
    before,
    after: stateAfter(hide),
  };
}

/** The console's list of published demands, newest first. */
export async function demandsForModeration(
  db: TDb,
  f: TModerationFilter,
  page: number,
  limit: number,
): Promise<{ items: TContentItem[]; total: number }> {
  const { rows, total } = await repo.demandsForModeration(db, f, (page - 1) * limit, limit);
  return {
    items: rows.map((r) => ({
      kind: 'demand',
      id: r.id,
      author: { type: 'user', id: r.user_id, name: r.buyer_nickname || r.buyer_username },
      excerpt: excerptOf(`${r.title}：${r.description}`, 120),
      target: { type: 'demand', id: r.id, title: r.title },
      createdAt: Number(r.created_at),
      hidden: r.hidden_at !== null,
      hiddenReason: r.hidden_reason,
      hiddenAt: r.hidden_at === null ? null : Number(r.hidden_at),
    })),
    total,
  };
}
