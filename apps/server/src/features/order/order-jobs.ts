import type { FastifyInstance } from 'fastify';
import type { TJob } from '../../plugins/feature.js';
import { closePayment } from '../payment/payment.service.js';
import { expireOverdueOrders } from './order-payment.service.js';

/**
 * One sweep: cancels overdue unpaid orders. Every step is a guarded transition, so several
 * instances sweeping at once cancel each order once.
 */
export async function sweepOrders(app: FastifyInstance, now = Date.now()): Promise<{ cancelled: number }> {
  const cancelled = await expireOverdueOrders(app.deps.db, closePayment, now);
  return { cancelled };
}

/** The sweep, every ORDER_SWEEP_SECONDS on each instance. */
export const orderSweepJob: TJob = {
  name: 'order-sweep',
  everySeconds: (config) => config.ORDER_SWEEP_SECONDS,
  run: sweepOrders,
  logAs: '订单巡检',
};
