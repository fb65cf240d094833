import type { TOrderStatus, TPayType } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { reportUnpaidOrderCancelled } from '../../lib/order-cancels.js';
import { recordSales, releaseStock } from '../catalogue/catalogue-stock.service.js';
import { releaseOrderCoupon } from '../coupon/coupon.service.js';
import * as repo from './order.repository.js';
import { ensureOrderAction, getOrderRows, moveOrders, sumBy } from './order.service.js';

// Paying and cancelling unpaid orders: what the payment feature and the timeout sweep move.

/** An order as the payment feature reads it: a plain object (no row type leaves the order feature). */
export interface TPayableOrder {
  id: number;
  orderNo: string;
  shopName: string;
  status: TOrderStatus;
  totalFen: number;
  goodsNum: number;
  payDeadline: number;
}

/**
 * The caller's orders by id, in the order named (the checkout's shop order); an id that is not the
 * caller's order answers 404 `ORDER_NOT_FOUND`, like an unknown one.
 */
export async function payableOrders(db: Kysely<DB>, userId: number, ids: number[]): Promise<TPayableOrder[]> {
  const rows = await getOrderRows(db, userId, ids);
  const at = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.order_no,
    shopName: r.shop_name,
    status: r.status as TOrderStatus,
    totalFen: r.total_fen,
    goodsNum: r.goods_num,
    payDeadline: r.pay_deadline,
  }));
}

/** Each order's first line's product title (the cashier's summary of an order), by order id. */
export async function firstLineTitles(db: Kysely<DB>, orderIds: number[]): Promise<Map<number, string>> {
  const titles = new Map<number, string>();
  for (const item of await repo.itemsOf(db, orderIds)) {
    if (!titles.has(item.order_id)) titles.set(item.order_id, item.title);
  }
  return titles;
}

/** Refuses to pay an order its state does not let be paid (the order table's `pay` action), by name. */
export function ensurePayable(order: TPayableOrder): void {
  ensureOrderAction({ status: order.status, order_no: order.orderNo }, 'pay');
}

/**
 * Cancels an unpaid order (buyer, or the timeout sweep): moves it 0 → 4 once, closes the gateway
 * payment attached to it, then gives the reserved stock back, and tells the listeners of cancelled
 * orders (a settled procurement demand reopens). Answers whether this call cancelled it.
 * Locks are taken in the order every buying transaction uses: orders, then payments, then stock.
 */
export async function cancelUnpaid(
  db: Kysely<DB>,
  orderId: number,
  reason: '买家取消' | '超时未支付',
  closePayment: (trx: Kysely<DB>, paymentNo: string) => Promise<void>,
  guard: { userId?: number } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    const action = reason === '买家取消' ? 'cancel' : 'timeout';
    const moved = await moveOrders(trx, [orderId], action, { cancelled_at: now, cancel_reason: reason }, guard);
    if (moved === 0) return false;
    for (const paymentNo of await repo.paymentNosOf(trx, [orderId])) await closePayment(trx, paymentNo);
    // The coupon goes back to 未使用 with the order (an expired one stays expired: expiry is its end time).
    await releaseOrderCoupon(trx, orderId);
    // A procurement line reserved no stock (it names no standard): nothing to give back for it.
    const held = sumBy(await repo.itemsOf(trx, [orderId]), (i) => i.standard_id);
    await releaseStock(
      trx,
      held.map(([standardId, n]) => ({ standardId, n })),
    );
    // A settled quote's order: procurement reopens its demand in this transaction (lib/order-cancels.ts).
    await reportUnpaidOrderCancelled(db, trx, { orderId, demandId: await repo.demandIdOf(trx, orderId), at: now });
    return true;
  });
}

/**
 * Marks orders paid (0 → 1) inside the caller's transaction and counts their sales. Answers how many
 * moved; the caller decides what a shortfall means.
 */
export async function markOrdersPaid(
  trx: Kysely<DB>,
  orderIds: number[],
  payType: Exclude<TPayType, ''>,
  guard: { userId?: number; paymentNo?: string; deadlineAfter?: number },
): Promise<number> {
  const now = Date.now();
  const moved = await moveOrders(trx, orderIds, 'pay', { paid_at: now, pay_type: payType }, guard);
  if (moved !== orderIds.length) return moved;
  // Standards in id order, then products in id order: the same lock order in every payment.
  const items = await repo.itemsOf(trx, orderIds);
  await recordSales(trx, {
    standards: sumBy(items, (i) => i.standard_id),
    products: sumBy(items, (i) => i.product_id),
  });
  return moved;
}

/**
 * Locks the buyer's unpaid orders among `ids` inside the caller's transaction (payment takes this
 * lock before it moves money) and answers their attached gateway payment numbers, or null when
 * some order is no longer unpaid.
 */
export function lockUnpaid(trx: Kysely<DB>, ids: number[], userId: number): Promise<string[] | null> {
  return repo.lockUnpaid(trx, ids, userId);
}

/** Attaches a new gateway payment to the orders still unpaid among `ids`. */
export function setPaymentNo(trx: Kysely<DB>, ids: number[], paymentNo: string): Promise<void> {
  return repo.setPaymentNo(trx, ids, paymentNo);
}

/** Cancels unpaid orders past their deadline; safe to run on every instance at once. */
export async function expireOverdueOrders(
  db: Kysely<DB>,
  closePayment: (trx: Kysely<DB>, paymentNo: string) => Promise<void>,
  now = Date.now(),
): Promise<number> {
  let cancelled = 0;
  for (const id of await repo.overdueOrderIds(db, now, 200)) {
    if (await cancelUnpaid(db, id, '超时未支付', closePayment)) cancelled += 1;
  }
  return cancelled;
}
