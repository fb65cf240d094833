import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
import { buyerIdOf } from '../account/session.service.js';
import {
  getReview,
  listReviews,
  listSellerReviews,
  reviewPool,
  reviewTarget,
  saveReply,
  saveReview,
  sellerReply,
  toggleLike,
} from './review.service.js';

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const R = CALLS.review;
  // The product detail carries review counts and the good rate: a new review shows at once.
  const detailsChanged = { clears: CALLS.catalogue.details.path };

  serveCall(
    app,
    R.savePProductComment,
    async (data, ctx) => {
      const result =
        data.parentId !== undefined
          ? await saveReply(app.deps, ctx.userId, {
              productId: data.productId,
              parentId: data.parentId,
              content: data.content,
            })
          : await saveReview(app.deps, ctx.userId, {
              productId: data.productId,
              orderDetailId: data.orderDetailId as number,
              score: data.score as number,
              content: data.content,
              images: data.images ?? [],
              anonymous: data.anonymous ?? false,
            });
      return result;
    },
    detailsChanged,
  );
  serveCall(app, R.updateNum, (data, ctx) => toggleLike(db, ctx.userId, data.id));
  // Not response-cached: `liked` is the viewer's own.
  serveCall(app, R.query, async (data, ctx) => {
    const { reviews, total } = await listReviews(
      db,
      await buyerIdOf(db, ctx.token),
      { productId: data.productId, hasImage: data.hasImage === 1 },
      data.page,
      data.limit,
    );
    return new Paged(reviews, total);
  });
  serveCall(app, R.queryPool, async (data, ctx) => {
    const { items, total } = await reviewPool(db, ctx.userId, data.orderId, data.page, data.limit);
    return new Paged(items, total);
  });
  serveCall(app, R.selectOne, async (data, ctx) => getReview(db, await buyerIdOf(db, ctx.token), data.id));
  serveCall(app, R.selectOnePPC, (data, ctx) => reviewTarget(db, ctx.userId, data.orderDetailId));

  serveCall(app, CALLS.sellerReview.list, async (data, ctx) => {
    const { reviews, total } = await listSellerReviews(db, ctx.sellerId, data);
    return new Paged(reviews, total);
  });
  serveCall(app, CALLS.sellerReview.reply, (data, ctx) => sellerReply(db, ctx.sellerId, data));
}
