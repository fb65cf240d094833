import type { FastifyInstance } from 'fastify';
import { DEMO_SELLERS } from '../../db/seed/seed.js';
import { closePayment } from '../payment/payment.service.js';
import { autoShipPaidOrders, expireOverdueOrders } from './order.service.js';

/**
 * One sweep: cancels overdue unpaid orders and, when enabled, lets the demo sellers ship paid ones.
 * Every step is a guarded transition, so several instances sweeping at once do each thing once.
 */
export async function sweepOrders(
  app: FastifyInstance,
  now = Date.now(),
): Promise<{ cancelled: number; shipped: number }> {
  const { db, config } = app.deps;
  const cancelled = await expireOverdueOrders(db, closePayment, now);
  // Automatic shipping is part of the demo: only with the demo data, only for the demo sellers.
  const isAutoShipping = config.SEED_DEMO && config.AUTO_SHIP_SECONDS > 0;
  const sellers = DEMO_SELLERS.map((s) => s.username);
  const shipped = isAutoShipping ? await autoShipPaidOrders(db, sellers, config.AUTO_SHIP_SECONDS * 1000, now) : 0;
  return { cancelled, shipped };
}

/** Runs the sweep every ORDER_SWEEP_SECONDS on this instance; answers a stop function. */
export function startOrderSweeper(app: FastifyInstance): () => void {
  const seconds = app.deps.config.ORDER_SWEEP_SECONDS;
  if (seconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOrders(app)
      .then((r) => {
        if (r.cancelled || r.shipped) app.log.info(r, '订单巡检');
      })
      .catch((err) => app.log.warn({ err }, 'order sweep failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
