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
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseStoredList } from '../../lib/json-list.js';
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

export function logisticsOf(row: repo.TOrderRow, now = Date.now()): TLogisticsDetails | null {
  if (!row.shipped_at || !row.logistics_no) return null;
  const traces = parseStoredList<TLogisticsTrace>(row.logistics_traces)
    .filter((t) => t.time <= now)
    .sort((a, b) => b.time - a.time);
  return { company: row.logistics_company, number: row.logistics_no, shippedAt: row.shipped_at, traces };
}

export async function getOrderWithLogistics(
  db: Kysely<DB>,
  userId: number,
  orderId: number,
): Promise<TOrderWithLogistics> {
  const row = await getOrderRow(db, userId, orderId);
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
