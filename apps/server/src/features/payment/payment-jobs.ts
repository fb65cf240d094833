import type { FastifyInstance } from 'fastify';
import { isProviderOn } from '../../config/env.js';
import { deliverDueNotifies } from '../../lib/payment/notify-outbox.js';
import type { TJob } from '../../plugins/feature.js';
import { notifyReceiver, reconcilePayments } from './payment.service.js';

/** The gateway sends again the notifies the shop did not take yet (state in the database). */
export function deliverNotifies(
  app: FastifyInstance,
  now = Date.now(),
): Promise<{ delivered: number; failed: number }> {
  return deliverDueNotifies(app.deps.db, notifyReceiver({ ...app.deps, log: app.log }), now);
}

/** The delivery sweep, every PAY_NOTIFY_SWEEP_SECONDS on each instance while the sandbox gateway is on. */
export const notifyDeliveryJob: TJob = {
  name: 'payment-notify-delivery',
  everySeconds: (config) => (config.PAY_SANDBOX ? config.PAY_NOTIFY_SWEEP_SECONDS : 0),
  run: deliverNotifies,
  logAs: '支付通知补发',
};

/** The payment sweep (reconcilePayments): asks, closes and refunds at the real gateways. */
export const reconcileJob: TJob = {
  name: 'payment-reconcile',
  everySeconds: (config) =>
    isProviderOn(config, 'alipay') || isProviderOn(config, 'wechat') ? config.PAY_RECONCILE_SECONDS : 0,
  run: (app, now) => reconcilePayments({ ...app.deps, log: app.log }, now),
  logAs: '支付对账',
};
