import type { FastifyInstance } from 'fastify';
import type { TJob } from '../../plugins/feature.js';
import { closePayment } from '../payment/payment.service.js';
import { siteRules } from '../settings/settings.service.js';
import { autoConfirmReceipts } from './order-fulfilment.service.js';
import { expireOverdueOrders } from './order-payment.service.js';

/**
 * One sweep: cancels overdue unpaid orders (their deadline was set from the settings' unpaidMinutes
 * when placed) and receives shipped orders left unconfirmed for the settings' autoConfirmDays. Every
 * step is a guarded transition, so several instances sweeping at once move each order once.
 */
export async function sweepOrders(
  app: FastifyInstance,
  now = Date.now(),
): Promise<{ cancelled: number; received: number }> {
  const { db, config } = app.deps;
  const cancelled = await expireOverdueOrders(db, closePayment, now);
  const { autoConfirmDays } = await siteRules(db, config);
  const received = await autoConfirmReceipts(db, autoConfirmDays, now);
  return { cancelled, received };
}

/** The sweep, every ORDER_SWEEP_SECONDS on each instance. */
export const orderSweepJob: TJob = {
  name: 'order-sweep',
  everySeconds: (config) => config.ORDER_SWEEP_SECONDS,
  run: sweepOrders,
  logAs: '订单巡检',
};
