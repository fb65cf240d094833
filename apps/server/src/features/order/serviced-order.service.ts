import { ORDER_TRANSITIONS } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import * as repo from './order.repository.js';
import { getOrderRow, lockOrderRow } from './order.service.js';

// After-sales: the after-sales feature moves an order's money and lines only through these.

export type TOrderItemRow = NonNullable<Awaited<ReturnType<typeof repo.findItem>>>;

/** What after-sales knows of an order: a plain object, never the order's row. */
export interface TServicedOrder {
  id: number;
  orderNo: string;
  userId: number;
  sellerId: number;
  status: number;
  receivedAt: number | null;
  freightFen: number;
  payType: string;
  paymentNo: string;
}

/** What after-sales knows of an order line: what was bought, at what price, and how much came back. */
export interface TServicedLine {
  id: number;
  orderId: number;
  productId: number | null;
  standardId: number | null;
  standardName: string;
  priceFen: number;
  number: number;
  returnedNum: number;
  discountFen: number;
}

function servicedOrder(row: repo.TOrderRow): TServicedOrder {
  return {
    id: row.id,
    orderNo: row.order_no,
    userId: row.user_id,
    sellerId: row.seller_id,
    status: row.status,
    receivedAt: row.received_at === null ? null : Number(row.received_at),
    freightFen: Number(row.freight_fen),
    payType: row.pay_type,
    paymentNo: row.payment_no,
  };
}

function servicedLine(row: TOrderItemRow): TServicedLine {
  return {
    id: row.id,
    orderId: row.order_id,
    productId: row.product_id,
    standardId: row.standard_id,
    standardName: row.standard_name,
    priceFen: Number(row.price_fen),
    number: Number(row.number),
    returnedNum: Number(row.returned_num),
    discountFen: Number(row.discount_fen),
  };
}

/** The lines of orders, in id order, as after-sales sees them. */
export async function servicedLines(db: Kysely<DB>, orderIds: number[]): Promise<TServicedLine[]> {
  return (await repo.itemsOf(db, orderIds)).map(servicedLine);
}

/** The buyer's order as after-sales sees it; another buyer's answers 404, never 403. */
export async function getServicedOrder(db: Kysely<DB>, userId: number, orderId: number): Promise<TServicedOrder> {
  return servicedOrder(await getOrderRow(db, userId, orderId));
}

/** The buyer's order and one of its lines; another buyer's order 404, a line of another order 404. */
export async function getBuyerLine(
  db: Kysely<DB>,
  userId: number,
  orderId: number,
  orderItemId: number,
): Promise<{ order: TServicedOrder; item: TServicedLine }> {
  const order = await getOrderRow(db, userId, orderId);
  const item = await repo.findItem(db, orderItemId);
  if (!item || item.order_id !== order.id) throw appError('ORDER_ITEM_NOT_FOUND');
  return { order: servicedOrder(order), item: servicedLine(item) };
}

/** `lockOrderRow` for after-sales: the order locked, answered as a plain object. */
export async function lockOrderForService(
  trx: Kysely<DB>,
  orderId: number,
  guard: { userId?: number; sellerId?: number } = {},
): Promise<TServicedOrder> {
  return servicedOrder(await lockOrderRow(trx, orderId, guard));
}

/**
 * Records a refund on the order inside the caller's transaction: the money within what was paid
 * (else REFUND_EXCEEDS_PAID) and the units within what was bought (else RETURN_NUMBER_OVER), each by
 * one guarded statement; a throw rolls the caller's transaction back.
 */
export async function recordRefund(
  trx: Kysely<DB>,
  r: { orderId: number; orderItemId: number; units: number; amountFen: number },
): Promise<void> {
  if (r.amountFen > 0 && !(await repo.addRefunded(trx, r.orderId, r.amountFen))) {
    throw appError('REFUND_EXCEEDS_PAID');
  }
  if (r.units > 0 && !(await repo.addReturned(trx, r.orderItemId, r.units))) {
    const item = await repo.findItem(trx, r.orderItemId);
    throw appError('RETURN_NUMBER_OVER', { max: item ? item.number - item.returned_num : 0 });
  }
}

/** A fully refunded order becomes 已关闭 (`refundAll`), once; answers whether this call closed it. */
export function closeIfFullyRefunded(trx: Kysely<DB>, orderId: number, now = Date.now()): Promise<boolean> {
  const { from, to } = ORDER_TRANSITIONS.refundAll;
  return repo.closeRefunded(trx, orderId, from, to, now);
}
