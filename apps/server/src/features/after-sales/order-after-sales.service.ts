import type { TOrderAfterSales } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import * as repo from './after-sales.repository.js';

/**
 * What the order feature asks of after-sales: which of these orders have an open request (待审核,
 * 待寄回, 待商家收货, 换货中) on one of their lines — `refunding` 退款中 when any is 仅退款 or 退货退款, else
 * `servicing` 售后中 (换货). Orders without one are left out. The seller's lists flag them and `ship`
 * refuses them (DESIGN-OPERATE §I); `ship` asks inside its transaction, after locking the order row
 * that every after-sales write locks first, so a request and a shipment never pass each other.
 *
 * This module imports only this feature's repository, never `after-sales.service.ts` or
 * `after-sales-moves.service.ts` (which import the order's services): the order feature imports it
 * without an import cycle.
 */
export async function openAfterSalesOf(db: Kysely<DB>, orderIds: number[]): Promise<Map<number, TOrderAfterSales>> {
  const open = new Map<number, TOrderAfterSales>();
  if (orderIds.length === 0) return open;
  for (const row of await repo.openTypesOfOrders(db, [...new Set(orderIds)])) {
    if (row.return_type === 3) {
      if (!open.has(row.order_id)) open.set(row.order_id, 'servicing');
    } else {
      open.set(row.order_id, 'refunding');
    }
  }
  return open;
}

/** Fen refunded per China day number in [from, to), freight included (the console's dashboard). */
export async function refundedPerChinaDay(
  db: Kysely<DB>,
  from: number,
  to: number,
): Promise<{ day: number; fen: number }[]> {
  return (await repo.refundedPerDay(db, from, to)).map((r) => ({ day: Number(r.day), fen: Number(r.fen ?? 0) }));
}
