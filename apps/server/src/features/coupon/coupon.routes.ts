import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { buyerIdOf } from '../account/session.service.js';
import {
  addSellerOffer,
  claimCoupon,
  myCoupons,
  queryOffers,
  sellerOffers,
  stopSellerOffer,
} from './coupon.service.js';

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const C = CALLS.coupon;
  // Public: a buyer token (when valid) fills `claimedByMe`, anything else is a guest. Not response-cached:
  // `claimedByMe` is the caller's own and the counts move with every claim.
  serveCall(app, C.query, async (data, ctx) => queryOffers(db, await buyerIdOf(db, ctx.token), data.page, data.limit));
  serveCall(app, C.claim, (data, ctx) => claimCoupon(db, ctx.userId, data.couponId));
  serveCall(app, C.mine, (data, ctx) => myCoupons(db, ctx.userId, data.status));

  // The seller's shop coupons (workbench 营销 › 优惠券).
  const S = CALLS.sellerCoupon;
  serveCall(app, S.list, (data, ctx) => sellerOffers(db, ctx.sellerId, data));
  serveCall(app, S.add, (data, ctx) => addSellerOffer(db, ctx.sellerId, data));
  serveCall(app, S.stop, (data, ctx) => stopSellerOffer(db, ctx.sellerId, data.id));
}
