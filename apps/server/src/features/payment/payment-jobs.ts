import type { FastifyInstance } from 'fastify';
import { deliverDueNotifies } from '../../lib/payment/notify-outbox.js';
import type { TJob } from '../../plugins/feature.js';
import { notifyReceiver } from './payment.service.js';

/** The gateway sends again the notifies the shop did not take yet (state in the database). */
export function deliverNotifies(
  app: FastifyInstance,
  now = Date.now(),
): Promise<{ delivered: number; failed: number }> {
  const { db, config } = app.deps;
  return deliverDueNotifies(db, notifyReceiver(db, config), now);
}

/** The delivery sweep, every PAY_NOTIFY_SWEEP_SECONDS on each instance while the sandbox gateway is on. */
export const notifyDeliveryJob: TJob = {
  name: 'payment-notify-delivery',
  everySeconds: (config) => (config.PAY_SANDBOX ? config.PAY_NOTIFY_SWEEP_SECONDS : 0),
  run: deliverNotifies,
  logAs: '支付通知补发',
};
