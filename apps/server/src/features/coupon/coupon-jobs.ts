import type { FastifyInstance } from 'fastify';
import type { TJob } from '../../plugins/feature.js';
import { remindExpiringCoupons } from './coupon.service.js';

/** Tells buyers of their unused coupons that end within COUPON_EXPIRING_DAYS, once per coupon. */
export async function remindCoupons(app: FastifyInstance, now = Date.now()): Promise<{ reminded: number }> {
  return { reminded: await remindExpiringCoupons(app.deps.db, now) };
}

/** The reminder, every COUPON_REMIND_SECONDS on each instance (each coupon's claim is a guarded write). */
export const couponReminderJob: TJob = {
  name: 'coupon-reminder',
  everySeconds: (config) => config.COUPON_REMIND_SECONDS,
  run: remindCoupons,
  logAs: '优惠券到期提醒',
};
