import {
  fenToYuan,
  nextOrderStatus,
  ORDER_STATUS_TEXT,
  ORDER_TRANSITIONS,
  orderSettlementFen,
  type TLogisticsDetails,
  type TLogisticsTrace,
  type TOrder,
  type TOrderAction,
  type TOrderAddress,
  type TOrderAfterSales,
  type TOrderStatus,
  type TOrderWithLogistics,
  type TPayType,
} from '@mall/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TConfig } from '../../config/env.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseStoredList } from '../../lib/json-list.js';
import {
  type LogisticsProvider,
  LogisticsProviderError,
  logisticsProviderOf,
  trackingUrlOf,
} from '../../lib/logistics.js';
import { Paged } from '../../plugins/calls.js';
import { openAfterSalesOf } from '../after-sales/order-after-sales.service.js';
import * as repo from './order.repository.js';
import { parseInvoice } from './order-invoice.js';

// The order as the buyer reads it, and what the order feature's other services share: the 404 rules,
// the state moves through the transition table, the row lock.

export function parseAddress(text: string): TOrderAddress {
  try {
    return JSON.parse(text) as TOrderAddress;
  } catch {
    return { realname: '', telphone: '', province: '', city: '', area: '', street: '', fullText: '' };
  }
}

export function toOrder(
  row: repo.TOrderRow,
  items: Awaited<ReturnType<typeof repo.itemsOf>>,
  afterSales: TOrderAfterSales | null = null,
): TOrder {
  const status = row.status as TOrderStatus;
  return {
    id: row.id,
    orderNo: row.order_no,
    agentId: row.seller_id,
    shopName: row.shop_name,
    status,
    statusText: ORDER_STATUS_TEXT[status] ?? '',
    goodsTotalPrice: fenToYuan(row.goods_fen),
    freight: fenToYuan(row.freight_fen),
    discount: fenToYuan(Number(row.discount_fen)),
    couponId: row.coupon_id,
    platformDiscount: fenToYuan(Number(row.platform_discount_fen)),
    settlement: fenToYuan(
      orderSettlementFen(
        {
          totalFen: Number(row.total_fen),
          refundedFen: Number(row.refunded_fen),
          platformDiscountFen: Number(row.platform_discount_fen),
        },
        items
          .filter((i) => i.order_id === row.id)
          .map((i) => ({
            priceFen: Number(i.price_fen),
            number: Number(i.number),
            discountFen: Number(i.discount_fen),
            returnedNum: Number(i.returned_num),
          })),
      ),
    ),
    orderTotalPrice: fenToYuan(row.total_fen),
    refundedPrice: fenToYuan(row.refunded_fen),
    goodsNum: row.goods_num,
    remark: row.remark,
    address: parseAddress(row.address),
    invoice: parseInvoice(row.invoice),
    payType: row.pay_type as TPayType,
    payDeadline: row.pay_deadline,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    shippedAt: row.shipped_at,
    receivedAt: row.received_at,
    cancelledAt: row.cancelled_at,
    closedAt: row.closed_at,
    cancelReason: row.cancel_reason,
    demandId: row.demand_id,
    afterSales,
    orderDetailList: items
      .filter((i) => i.order_id === row.id)
      .map((i) => ({
        id: i.id,
        productId: i.product_id,
        standardId: i.standard_id,
        title: i.title,
        image: i.image,
        standardName: i.standard_name,
        price: fenToYuan(i.price_fen),
        number: i.number,
        amount: fenToYuan(i.price_fen * i.number),
        returnedNumber: i.returned_num,
        discount: fenToYuan(Number(i.discount_fen)),
      })),
  };
}

/** The orders with their lines and their open after-sales (退款中 / 售后中). */
export async function withItems(db: Kysely<DB>, rows: repo.TOrderRow[]): Promise<TOrder[]> {
  const ids = rows.map((r) => r.id);
  const items = await repo.itemsOf(db, ids);
  const open = await openAfterSalesOf(db, ids);
  return rows.map((r) => toOrder(r, items, open.get(r.id) ?? null));
}

export async function listOrders(
  db: Kysely<DB>,
  filter: repo.TOrderFilter,
  page: number,
  limit: number,
): Promise<Paged<TOrder[]>> {
  const { rows, total } = await repo.ordersPage(db, filter, (page - 1) * limit, limit);
  return new Paged(await withItems(db, rows), total);
}

/** The buyer's order; another buyer's answers 404, never 403. */
export async function getOrderRow(db: Kysely<DB>, userId: number, orderId: number): Promise<repo.TOrderRow> {
  const row = await repo.findOrder(db, orderId);
  if (!row || row.user_id !== userId) throw appError('ORDER_NOT_FOUND');
  return row;
}

/** The buyer's orders among `ids`; any id that is not theirs answers 404. */
export async function getOrderRows(db: Kysely<DB>, userId: number, ids: number[]): Promise<repo.TOrderRow[]> {
  const unique = [...new Set(ids)];
  const rows = (await repo.findOrders(db, unique)).filter((r) => r.user_id === userId);
  if (rows.length !== unique.length) throw appError('ORDER_NOT_FOUND');
  return rows;
}

/**
 * The parcel of a shipped order as stored (the provider's last trace, or the demo's plan: its steps
 * that have come), newest first, with the carrier's own tracking page; null before shipping.
 */
export function logisticsOf(row: repo.TOrderRow, now = Date.now()): TLogisticsDetails | null {
  if (!row.shipped_at || !row.logistics_no) return null;
  const traces = parseStoredList<TLogisticsTrace>(row.logistics_traces)
    .filter((t) => t.time <= now)
    .sort((a, b) => b.time - a.time);
  return {
    company: row.logistics_company,
    number: row.logistics_no,
    shippedAt: row.shipped_at,
    traces,
    trackingUrl: trackingUrlOf(row.logistics_company, row.logistics_no),
  };
}

/** What an order answer needs to ask the logistics provider about a parcel (DESIGN-OPERATE §D). */
export interface TParcelTracking {
  /** Null: no provider (LOGISTICS_PROVIDER=none), the stored trace is all there is. */
  provider: LogisticsProvider | null;
  /** A parcel asked about less than this long ago is answered from the stored trace. */
  cacheMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The parcel tracking of a configuration: its provider and cache time, failures logged to `log`. */
export function parcelTrackingOf(
  config: Parameters<typeof logisticsProviderOf>[0] & Pick<TConfig, 'LOGISTICS_CACHE_MINUTES'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): TParcelTracking {
  return { provider: logisticsProviderOf(config), cacheMs: config.LOGISTICS_CACHE_MINUTES * 60_000, log };
}

/**
 * Whether the provider is worth asking about this parcel now: shipped, and still on its way (or
 * received since the last ask: one more ask brings the carrier's 签收), and not asked within the cache time.
 */
function isTraceDue(row: repo.TOrderRow, cacheMs: number, now: number): boolean {
  if (!row.shipped_at || !row.logistics_no) return false;
  const askedAt = row.logistics_fetched_at;
  if (askedAt !== null && askedAt > now - cacheMs) return false;
  return row.received_at === null || askedAt === null || askedAt < row.received_at;
}

/**
 * The order row with its parcel's trace refreshed from the provider when due; the trace is kept on
 * the order with the time asked. Asks are claimed first (one per parcel per cache time, whatever
 * instances and page views race: 快递100 locks a parcel asked too often), and a failed ask counts as
 * one too, so an outage costs each parcel one timeout per cache time, not one per page view. A
 * provider failure keeps the last trace and is logged: the buyer's page never fails for it.
 */
export async function refreshTraces(
  db: Kysely<DB>,
  row: repo.TOrderRow,
  tracking: TParcelTracking | undefined,
  now = Date.now(),
): Promise<repo.TOrderRow> {
  const provider = tracking?.provider;
  if (!tracking || !provider || !isTraceDue(row, tracking.cacheMs, now)) return row;
  if (!(await repo.claimLogisticsFetch(db, row.id, now, now - tracking.cacheMs))) return row;
  const asked = { ...row, logistics_fetched_at: now };
  let traces: TLogisticsTrace[];
  try {
    traces = await provider.traces(row.logistics_company, row.logistics_no, parseAddress(row.address).telphone);
  } catch (err) {
    const code = err instanceof LogisticsProviderError ? err.code : undefined;
    tracking.log.warn({ err, orderId: row.id, code }, '物流轨迹查询失败，保留上次的轨迹');
    return asked;
  }
  // Nothing yet at the carrier: what was stored (nothing, or the demo's plan) stays.
  if (traces.length === 0) return asked;
  const stored = JSON.stringify(traces);
  await repo.saveLogisticsTraces(db, row.id, stored);
  return { ...asked, logistics_traces: stored };
}

/** The buyer's order with its parcel (the trace refreshed from the provider when `tracking` has one). */
export async function getOrderWithLogistics(
  db: Kysely<DB>,
  userId: number,
  orderId: number,
  tracking?: TParcelTracking,
): Promise<TOrderWithLogistics> {
  const row = await refreshTraces(db, await getOrderRow(db, userId, orderId), tracking);
  const [order] = await withItems(db, [row]);
  if (!order) throw appError('ORDER_NOT_FOUND');
  return { order, logisticsDetails: logisticsOf(row) };
}

/** 409 naming why the order cannot take this action now. */
export function refuse(row: { status: number; order_no: string }, action: TOrderAction): never {
  throw appError('ORDER_STATE_FORBIDS', { orderNo: row.order_no, status: row.status, action });
}

/** The state `action` leads the order to (the transition table says), or 409 when it may not. */
export function ensureOrderAction(row: { status: number; order_no: string }, action: TOrderAction): TOrderStatus {
  const to = nextOrderStatus(row.status as TOrderStatus, action);
  if (to === null) refuse(row, action);
  return to;
}

/**
 * The guarded write of one transition of the table (`ORDER_TRANSITIONS`): moves those of `ids` that
 * are in one of the action's from-states to its to-state, once whatever races it; answers how many moved.
 */
export function moveOrders(
  db: Kysely<DB>,
  ids: number[],
  action: TOrderAction,
  patch: Parameters<typeof repo.moveStatus>[4],
  guard: Parameters<typeof repo.moveStatus>[5],
): Promise<number> {
  const { from, to } = ORDER_TRANSITIONS[action];
  return repo.moveStatus(db, ids, from, to, patch, guard);
}

/** Units per key, in key order; lines without one (a procurement line names no catalogue product) are left out. */
export function sumBy<T extends { number: number }>(items: T[], key: (item: T) => number | null): [number, number][] {
  const sums = new Map<number, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) sums.set(k, (sums.get(k) ?? 0) + item.number);
  }
  return [...sums.entries()].sort((a, b) => a[0] - b[0]);
}

/**
 * Locks the order row for the rest of the caller's transaction (the first write of every after-sales
 * transaction, so SQLite takes its write lock up front and PostgreSQL serializes everything on one
 * order, in the lock order payments use: orders first) and answers it re-read.
 */
export async function lockOrderRow(
  trx: Kysely<DB>,
  orderId: number,
  guard: { userId?: number; sellerId?: number } = {},
): Promise<repo.TOrderRow> {
  if (!(await repo.lockOrder(trx, orderId, guard))) throw appError('ORDER_NOT_FOUND');
  const row = await repo.findOrder(trx, orderId);
  if (!row) throw appError('ORDER_NOT_FOUND');
  return row;
}

/** How many orders each of these buyers placed (any state), by buyer; the console's user list asks. */
export async function orderCountsOfUsers(db: Kysely<DB>, userIds: number[]): Promise<Map<number, number>> {
  const rows = await repo.orderCountsOf(db, userIds);
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.n)]));
}

/** An order as a card in a conversation (DESIGN-OPERATE §J): what the chat shows of it. */
export interface TOrderChatCard {
  id: number;
  orderNo: string;
  status: number;
  statusText: string;
  title: string;
  image: string;
  lines: number;
  total: number;
  createTime: number;
}

/**
 * Cards of a buyer's orders with one shop: the order `orderId` (none when it is not theirs with that
 * shop, whoever asks), or their `limit` latest.
 */
export async function chatOrderCards(
  db: Kysely<DB>,
  pair: { userId: number; sellerId: number },
  pick: { orderId: number } | { limit: number },
): Promise<TOrderChatCard[]> {
  const filter = { userId: pair.userId, sellerId: pair.sellerId };
  const rows =
    'orderId' in pick
      ? (await repo.findOrders(db, [pick.orderId])).filter(
          (r) => r.user_id === pair.userId && r.seller_id === pair.sellerId,
        )
      : (await repo.ordersPage(db, filter, 0, pick.limit)).rows;
  const items = await repo.itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const lines = items.filter((i) => i.order_id === r.id);
    const status = r.status as TOrderStatus;
    return {
      id: r.id,
      orderNo: r.order_no,
      status,
      statusText: ORDER_STATUS_TEXT[status] ?? '',
      title: lines[0]?.title ?? '',
      image: lines[0]?.image ?? '',
      lines: lines.length,
      total: fenToYuan(r.total_fen),
      createTime: r.created_at,
    };
  });
}
