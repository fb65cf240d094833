import type { TLogisticsTrace, TOrderAddress } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseStoredList } from '../../lib/json-list.js';
import { openAfterSalesOf } from '../after-sales/order-after-sales.service.js';
import { gatewaysAmong } from '../catalogue/compat.service.js';
import { notifyOrderShipped } from '../message/message.service.js';
import { joinReceivedGateways } from '../smart-home/index.js';
import * as repo from './order.repository.js';
import { ensureOrderAction, getOrderRow, lockOrderRow, moveOrders, parseAddress, refuse } from './order.service.js';

// Shipping and receipt: the seller ships a paid order, the buyer confirms it arrived, the parcel's trace.

export async function confirmReceipt(db: Kysely<DB>, userId: number, orderId: number): Promise<void> {
  const row = await getOrderRow(db, userId, orderId);
  ensureOrderAction(row, 'confirmReceipt');
  const now = Date.now();
  const moved = await moveOrders(
    db,
    [orderId],
    'confirmReceipt',
    { received_at: now, logistics_traces: receivedTraces(row, now) },
    { userId },
  );
  if (moved === 0) refuse(await getOrderRow(db, userId, orderId), 'confirmReceipt');
  await gatewaysJoinHome(db, userId, [orderId]);
}

/** The gateways among the received orders' lines join the buyer's home (我的家, DESIGN.md §H). */
async function gatewaysJoinHome(db: Kysely<DB>, userId: number, orderIds: number[]): Promise<void> {
  const productIds = (await repo.itemsOf(db, orderIds)).flatMap((item) =>
    item.product_id === null ? [] : [Number(item.product_id)],
  );
  await joinReceivedGateways(db, userId, await gatewaysAmong(db, productIds));
}

/**
 * Receives the shipped orders the buyer left unconfirmed for `days` after shipping (淘宝's 自动确认收货),
 * as the buyer's own confirmation would; the after-sales window then runs from now. An order with an
 * open after-sales request waits until it is settled (checked under the order's row lock, the lock
 * every after-sales write takes first). Guarded moves: instances sweeping at once receive each order once.
 */
export async function autoConfirmReceipts(db: Kysely<DB>, days: number, now = Date.now()): Promise<number> {
  let received = 0;
  for (const id of await repo.unconfirmedShippedIds(db, now - days * 86_400_000, 200)) {
    received += await db.transaction().execute(async (trx) => {
      const row = await lockOrderRow(trx, id);
      if ((await openAfterSalesOf(trx, [id])).has(id)) return 0;
      const moved = await moveOrders(
        trx,
        [id],
        'confirmReceipt',
        { received_at: now, logistics_traces: receivedTraces(row, now) },
        {},
      );
      if (moved > 0) await gatewaysJoinHome(trx, Number(row.user_id), [id]);
      return moved;
    });
  }
  return received;
}

/**
 * The stored trace once the buyer confirms receipt: a provider's trace is the carrier's word and stays
 * as it is (the next ask brings the carrier's own 签收); a demo's planned one is closed.
 */
function receivedTraces(row: { logistics_traces: string; logistics_fetched_at: number | null }, now: number): string {
  if (row.logistics_fetched_at !== null) return row.logistics_traces;
  return JSON.stringify(closeTraces(row.logistics_traces, now));
}

/**
 * The demo's planned trace once the buyer has the parcel: the planned steps still to come are dropped
 * (the parcel is in the buyer's hands, not 等待揽收) and the trace ends with its delivery at the
 * receipt. No planned trace (outside the demo) stays empty: nothing is invented (DESIGN-OPERATE §D).
 */
export function closeTraces(stored: string, receivedAt: number): TLogisticsTrace[] {
  const passed = parseStoredList<TLogisticsTrace>(stored)
    .filter((t) => t.time <= receivedAt)
    .sort((a, b) => a.time - b.time);
  if (passed.length === 0 || passed.at(-1)?.text.includes('签收')) return passed;
  // After the last step even when received the same millisecond it was shipped (newest first stays so).
  const time = Math.max(receivedAt, (passed.at(-1)?.time ?? 0) + 1);
  return [...passed, { time, text: '快件已签收，买家已确认收货' }];
}

/**
 * The demo's made-up journey of a parcel after shipping; steps show once their time has come. Only
 * the demo plans one (`shipOrder`'s `planTrace`): a real parcel's trace comes from the logistics
 * provider or not at all.
 */
export function planTraces(company: string, address: TOrderAddress, shippedAt: number): TLogisticsTrace[] {
  const hour = 3600_000;
  const city = address.fullText.split(' ').slice(0, 2).join(' ');
  return [
    { time: shippedAt, text: `商家已发货，包裹等待【${company}】揽收` },
    { time: shippedAt + 0.5 * hour, text: `【${company}】已揽收，正在发往转运中心` },
    { time: shippedAt + 6 * hour, text: '快件已到达转运中心，正在分拣' },
    { time: shippedAt + 20 * hour, text: `快件已发往【${city || '目的地'}】` },
    { time: shippedAt + 30 * hour, text: `快件已到达【${city || '目的地'}】营业点，正在派送` },
    { time: shippedAt + 34 * hour, text: `快件已签收，签收人：${address.realname || '本人'}` },
  ];
}

/** How a shipment is recorded: `planTrace` (only while the demo is on, config.SEED_DEMO) stores a made-up trace. */
export interface TShipOptions {
  planTrace?: boolean;
}

/**
 * A seller ships a paid order (1 → 2) with a logistics company and number; another seller's order is
 * 404. No trace is stored unless the demo plans one (DESIGN-OPERATE §D: never invented outside it). Refused with 409 `AFTER_SALES_OPEN` while a request of one of its lines is open (DESIGN-OPERATE
 * §I). The order row is locked first, as every after-sales write locks it first (DESIGN.md §3), and
 * the open requests are read under that lock: a request applied at the same moment either committed
 * before (ship refused) or waits for the shipment and is then a request on a shipped order.
 */
export async function shipOrder(
  db: Kysely<DB>,
  sellerId: number,
  orderId: number,
  logistics: { company: string; number: string },
  options: TShipOptions = {},
): Promise<void> {
  // The move and the buyer's message commit together: a failed message never leaves a shipped order
  // whose retry answers 409 and whose buyer was never told.
  await db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, orderId, { sellerId });
    ensureOrderAction(row, 'ship');
    if ((await openAfterSalesOf(trx, [orderId])).has(orderId)) throw appError('AFTER_SALES_OPEN');
    const now = Date.now();
    const moved = await moveOrders(
      trx,
      [orderId],
      'ship',
      {
        shipped_at: now,
        logistics_company: logistics.company,
        logistics_no: logistics.number,
        logistics_traces: JSON.stringify(
          options.planTrace ? planTraces(logistics.company, parseAddress(row.address), now) : [],
        ),
        logistics_fetched_at: null,
      },
      { sellerId },
    );
    if (moved === 0) refuse((await repo.findOrder(trx, orderId)) ?? row, 'ship');
    await notifyOrderShipped(trx, {
      userId: row.user_id,
      orderId,
      orderNo: row.order_no,
      company: logistics.company,
      logisticsNo: logistics.number,
    });
  });
}
