import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { onUnpaidOrderCancelled } from '../../lib/order-cancels.js';
import { serveCall } from '../../plugins/calls.js';
import { buyerIdOf } from '../account/session.service.js';
import { demandDetail, myDemands, queryMarket } from './procurement.service.js';
import { addDemand, closeDemand, updateDemand } from './procurement-demand.service.js';
import { sellerDemand, sellerDemands, submitQuote } from './procurement-quote.service.js';
import { listQuotes, reopenSettledDemand, settleQuote } from './procurement-settlement.service.js';

export async function procurementRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  // A settled demand whose order is cancelled unpaid reopens, in the cancel's transaction.
  onUnpaidOrderCancelled(db, reopenSettledDemand);

  const P = CALLS.procurement;
  serveCall(app, P.add, (data, ctx) => addDemand(deps, ctx.userId, data));
  serveCall(app, P.update, async (data, ctx) => {
    await updateDemand(deps, ctx.userId, data);
    return null;
  });
  serveCall(app, P.close, async (data, ctx) => {
    await closeDemand(db, ctx.userId, data.id);
    return null;
  });
  // Not response-cached: the market moves with every publish, quote and deadline.
  serveCall(app, P.query, (data) => queryMarket(db, data));
  serveCall(app, P.detail, async (data, ctx) => demandDetail(db, await buyerIdOf(db, ctx.token), data.id));
  serveCall(app, P.mine, (data, ctx) => myDemands(db, ctx.userId, data));

  const Q = CALLS.quote;
  serveCall(app, Q.list, (data, ctx) => listQuotes(db, ctx.userId, data.demandId));
  serveCall(app, Q.settle, (data, ctx) => settleQuote(deps, ctx.userId, data));

  const S = CALLS.sellerProcurement;
  serveCall(app, S.query, (data, ctx) => sellerDemands(db, ctx.sellerId, data));
  serveCall(app, S.detail, (data, ctx) => sellerDemand(db, ctx.sellerId, data.demandId));
  serveCall(app, S.quote, (data, ctx) => submitQuote(deps, ctx.sellerId, data));
}
