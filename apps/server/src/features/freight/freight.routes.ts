import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { buyerIdOf } from '../account/session.service.js';
import {
  addTemplate,
  estimateFreight,
  listTemplates,
  quoteFreight,
  removeTemplate,
  updateTemplate,
} from './freight.service.js';

export async function freightRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const F = CALLS.freight;
  // Public: a valid buyer token quotes to its default address, anything else is a guest (北京).
  // Not response-cached: the answer is the caller's own.
  serveCall(app, F.estimate, async (data, ctx) => estimateFreight(db, await buyerIdOf(db, ctx.token), data.productId));
  serveCall(app, F.quote, (data, ctx) => quoteFreight(db, ctx.userId, data));

  const S = CALLS.sellerFreight;
  serveCall(app, S.list, (_data, ctx) => listTemplates(db, ctx.sellerId));
  serveCall(app, S.add, (data, ctx) => addTemplate(db, ctx.sellerId, data));
  serveCall(app, S.update, (data, ctx) => updateTemplate(db, ctx.sellerId, data.id, data));
  serveCall(app, S.remove, async (data, ctx) => {
    await removeTemplate(db, ctx.sellerId, data.id);
    return null;
  });
}
