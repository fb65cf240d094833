import { LOGISTICS_COMPANIES } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { openAfterSalesOf } from '../features/after-sales/order-after-sales.service.js';
import { dueShipments } from '../features/order/order.repository.js';
import { shipOrder } from '../features/order/order-fulfilment.service.js';
import type { TJob } from '../plugins/feature.js';
import { DEMO_SELLERS } from './seed/seed.js';

/** How each company's tracking numbers start, so a demo number reads like the company's own. */
const TRACKING_PREFIX: Record<string, string> = {
  顺丰速运: 'SF',
  京东物流: 'JDV',
  中通快递: 'ZT',
  圆通速递: 'YT',
  韵达快递: 'YD',
  申通快递: 'ST',
  EMS: 'EM',
};

/** Epoch ms → yyMMddHHmmss in China time, as the demo tracking numbers carry it. */
function chinaStamp(now: number): string {
  return new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(2, 14);
}

/**
 * The demo sellers ship what was paid more than `delayMs` ago (a demo convenience). Only the demo
 * sellers: a real seller's orders are never shipped on their behalf. Shipping is the order feature's
 * guarded 1 → 2 move, so instances shipping at once ship each order once. An order with an open
 * after-sales request (a 仅退款 the buyer asked before shipping) is skipped, as a seller may not ship
 * it (409 `AFTER_SALES_OPEN`): it ships at a later sweep once the request is cancelled or rejected.
 */
export async function autoShipPaidOrders(db: Kysely<DB>, delayMs: number, now = Date.now()): Promise<number> {
  const sellers = DEMO_SELLERS.map((s) => s.username);
  let shipped = 0;
  const due = await dueShipments(db, sellers, now - delayMs, 200);
  const open = await openAfterSalesOf(
    db,
    due.map((d) => d.id),
  );
  for (const order of due.filter((d) => !open.has(d.id))) {
    const company = LOGISTICS_COMPANIES[order.id % LOGISTICS_COMPANIES.length] ?? '顺丰速运';
    const number = `${TRACKING_PREFIX[company] ?? 'YT'}${chinaStamp(now)}${String(order.id).padStart(6, '0')}`;
    try {
      // The demo's parcels travel on a made-up trace (the demo is on whenever this job runs).
      await shipOrder(db, order.seller_id, order.id, { company, number }, { planTrace: true });
      shipped += 1;
    } catch {
      // Another instance shipped it first, or a request was applied since the look (AFTER_SALES_OPEN).
    }
  }
  return shipped;
}

/** Demo sellers ship paid orders AUTO_SHIP_SECONDS after payment, looked for at each order sweep. */
export const autoShipJob: TJob = {
  name: 'demo-auto-ship',
  everySeconds: (config) => (config.AUTO_SHIP_SECONDS > 0 ? config.ORDER_SWEEP_SECONDS : 0),
  run: async (app: FastifyInstance, now = Date.now()) => ({
    shipped: await autoShipPaidOrders(app.deps.db, app.deps.config.AUTO_SHIP_SECONDS * 1000, now),
  }),
  logAs: '订单巡检',
};
