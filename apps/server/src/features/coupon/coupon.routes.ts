import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { buyerIdOf } from '../account/session.service.js';
import {
  addSellerOffer,
  claimCoupon,
  myCoupons,
  offerSnapshot,
  PLATFORM,
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

  // The platform's coupons (DESIGN-OPERATE §A coupon, operators): the seller's form, scope platform.
  const A = CALLS.adminCoupon;
  serveCall(app, A.list, (data, ctx) => sellerOffers(ctx.db, PLATFORM, data));
  serveCall(app, A.add, async (data, { db: trx, audit }) => {
    const created = await addSellerOffer(trx, PLATFORM, data);
    audit({ targetType: 'couponOffer', targetId: created.id, after: await offerSnapshot(trx, created.id) });
    return created;
  });
  serveCall(app, A.stop, async (data, { db: trx, audit }) => {
    const before = await offerSnapshot(trx, data.id);
    await stopSellerOffer(trx, PLATFORM, data.id);
    audit({ targetType: 'couponOffer', targetId: data.id, before, after: await offerSnapshot(trx, data.id) });
    return null;
  });
}
