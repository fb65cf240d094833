import { CALLS, type TFeedbackType } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { onProductView } from '../../lib/product-views.js';
import { Paged, serveCall } from '../../plugins/calls.js';
import { feedbackAdminRoutes } from './feedback-admin.routes.js';
import * as member from './member.service.js';

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const F = CALLS.favorite;
  serveCall(app, F.add, (data, { userId }) => member.addFavorite(db, userId, data.productId));
  serveCall(app, F.remove, (data, { userId }) => member.removeFavorite(db, userId, data.productId));
  serveCall(app, F.check, (data, { userId }) => member.checkFavorite(db, userId, data.productId));
  serveCall(app, F.query, async (data, { userId }) => {
    const { items, total } = await member.queryFavorites(db, userId, data.page, data.limit);
    return new Paged(items, total);
  });

  const P = CALLS.footprint;
  serveCall(app, P.query, async (data, { userId }) => {
    const { items, total } = await member.queryFootprints(db, userId, data.page, data.limit);
    return new Paged(items, total);
  });
  serveCall(app, P.clear, async (_data, { userId }) => {
    await member.clearFootprints(db, userId);
    return null;
  });
  // Footprints come from the catalogue's detail reads (cached or not), reported after the answer has
  // left: no extra call from the page, no import between the two features (lib/product-views.ts).
  onProductView(app, (view) => member.footprintOfView(db, view));

  serveCall(app, CALLS.feedback.add, (data, { userId }) =>
    member.addFeedback(app.deps, userId, { ...data, type: data.type as TFeedbackType }),
  );
  await feedbackAdminRoutes(app);
}
