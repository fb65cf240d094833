import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { claimCoupon, myCoupons, queryOffers } from './coupon.service.js';

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const C = CALLS.coupon;
  serveCall(app, C.query, (data, ctx) => queryOffers(db, ctx.userId, data.page, data.limit));
  serveCall(app, C.claim, (data, ctx) => claimCoupon(db, ctx.userId, data.couponId));
  serveCall(app, C.mine, (data, ctx) => myCoupons(db, ctx.userId, data.status));
}
