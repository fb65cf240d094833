import { PAY_CHANNELS, PAY_TYPE_TEXT } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { TFeature } from '../../plugins/feature.js';
import { paymentRoutes } from './payment.routes.js';
import { countNotifyBacklog } from './payment.service.js';
import { notifyDeliveryJob, reconcileJob } from './payment-jobs.js';

/** The start log names the channels that are on; with none, loudly: buyers can pay only with AI币. */
async function announceChannels(app: FastifyInstance): Promise<void> {
  const on = PAY_CHANNELS.filter((c) => app.deps.payments.has(c));
  if (on.length === 0) {
    app.log.warn('未开通任何在线支付渠道：买家只能用AI币支付，也无法在线充值。开通支付宝或微信支付见 docs/DEPLOY.md');
    return;
  }
  app.log.info({ channels: on }, `在线支付渠道：${on.map((c) => PAY_TYPE_TEXT[c]).join('、')}`);
}

export const paymentFeature: TFeature = {
  name: 'payment',
  routes: paymentRoutes,
  jobs: [notifyDeliveryJob, reconcileJob],
  start: announceChannels,
  gauges: [
    {
      name: 'mall_payment_notify_backlog',
      help:
        'Payment notifications not taken in: sandbox notifies still being retried, plus online payments unpaid ' +
        'for over 3 minutes that the reconcile sweep has not asked their gateway about for 2 minutes.',
      read: countNotifyBacklog,
    },
  ],
};
