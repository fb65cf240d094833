import {
  fenToYuan,
  ORDER_STATUS,
  regionText,
  type TOrder,
  type TOrderAddress,
  type TOrderStatus,
  type TOrderWithLogistics,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import { maskName, maskPhone } from '../../lib/mask.js';
import { Paged } from '../../plugins/calls.js';
import * as repo from './order.repository.js';
import { listOrders, logisticsOf, refreshTraces, type TParcelTracking, withItems } from './order.service.js';
import { invoiceForSeller } from './order-invoice.js';

// The seller workbench's orders (DESIGN.md §2 seller workbench): lists, detail, export, counts and trend.

/**
 * What a seller sees of the recipient: the region always (it decides the freight), but the name,
 * phone and street only once the order is paid (DESIGN.md §6) — an unpaid or cancelled order is
 * not yet a sale, and hoarded orders must not harvest buyers' contacts.
 */
export function addressForSeller(order: TOrder): TOrderAddress {
  const { address } = order;
  if (order.paidAt !== null) return address;
  const region = regionText(address.province, address.city, address.area).text;
  return {
    ...address,
    realname: maskName(address.realname),
    telphone: maskPhone(address.telphone),
    street: '',
    fullText: `${region} ****`.trim(),
  };
}

/** A seller's own orders, recipients masked until paid; `keyword`: an order number or words of a line's title. */
export async function listSellerOrders(
  db: Kysely<DB>,
  filter: { sellerId: number; status?: number | undefined; keyword?: string | undefined },
  page: number,
  limit: number,
): Promise<Paged<TOrder[]>> {
  const paged = await listOrders(
    db,
    { sellerId: filter.sellerId, status: filter.status, terms: keywordTerms(filter.keyword) },
    page,
    limit,
  );
  return new Paged(
    paged.data.map((o) => ({ ...o, address: addressForSeller(o), invoice: invoiceForSeller(o) })),
    paged.total,
  );
}

/**
 * One of the seller's orders with its logistics (the trace refreshed from the provider when `tracking`
 * has one, as the buyer's); another seller's is 404; the recipient masked until paid.
 */
export async function getSellerOrder(
  db: Kysely<DB>,
  sellerId: number,
  orderId: number,
  tracking?: TParcelTracking,
): Promise<TOrderWithLogistics> {
  const found = await repo.findOrder(db, orderId);
  if (!found || found.seller_id !== sellerId) throw appError('ORDER_NOT_FOUND');
  const row = await refreshTraces(db, found, tracking);
  const [order] = await withItems(db, [row]);
  if (!order) throw appError('ORDER_NOT_FOUND');
  return {
    order: { ...order, address: addressForSeller(order), invoice: invoiceForSeller(order) },
    logisticsDetails: logisticsOf(row),
  };
}

/** The seller's orders of a filter, newest first, at most `max`, as the export writes them (recipients masked until paid). */
export async function sellerOrdersForExport(
  db: Kysely<DB>,
  filter: { sellerId: number; status?: number | undefined; keyword?: string | undefined },
  max: number,
): Promise<{ order: TOrder; logistics: { company: string; number: string } | null }[]> {
  const rows = await repo.ordersUpTo(
    db,
    { sellerId: filter.sellerId, status: filter.status, terms: keywordTerms(filter.keyword) },
    max,
  );
  const orders = await withItems(db, rows);
  return orders.map((o, i) => {
    const row = rows[i];
    const shipped = row?.shipped_at && row.logistics_no;
    return {
      order: { ...o, address: addressForSeller(o), invoice: invoiceForSeller(o) },
      logistics: shipped ? { company: row.logistics_company, number: row.logistics_no } : null,
    };
  });
}

/** The seller's orders by status, every status present. */
export async function sellerOrderCounts(db: Kysely<DB>, sellerId: number): Promise<Record<TOrderStatus, number>> {
  const counts = Object.fromEntries(Object.values(ORDER_STATUS).map((s) => [s, 0])) as Record<TOrderStatus, number>;
  for (const row of await repo.sellerStatusCounts(db, sellerId)) {
    const status = Number(row.status) as TOrderStatus;
    if (status in counts) counts[status] = Number(row.n);
  }
  return counts;
}

/** Orders per seller, every state (the console's seller list); a seller without any is absent. */
export async function countSellerOrders(db: Kysely<DB>, sellerIds: number[]): Promise<Map<number, number>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await repo.countBySellers(db, sellerIds);
  return new Map(rows.map((r) => [Number(r.seller_id), Number(r.n)]));
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The seller's last `days` China days, oldest first, today last: orders placed and yuan paid each day. */
export async function sellerTrend(
  db: Kysely<DB>,
  sellerId: number,
  days: number,
  now = Date.now(),
): Promise<{ day: string; orders: number; sales: number }[]> {
  const today = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS);
  const first = today - days + 1;
  const from = first * DAY_MS - CHINA_OFFSET_MS;
  const [placed, paid] = await Promise.all([
    repo.placedPerDay(db, sellerId, from),
    repo.paidPerDay(db, sellerId, from),
  ]);
  return Array.from({ length: days }, (_, i) => {
    const day = first + i;
    return {
      day: new Date(day * DAY_MS).toISOString().slice(0, 10),
      orders: Number(placed.find((r) => Number(r.day) === day)?.n ?? 0),
      sales: fenToYuan(Number(paid.find((r) => Number(r.day) === day)?.fen ?? 0)),
    };
  });
}
