import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { siteRules } from '../settings/settings.service.js';
import { applyReturn, listSellerReturns, serviceDataOf } from './after-sales.service.js';
import { afterSalesAdminRoutes } from './after-sales-admin.routes.js';
import {
  appealReturn,
  approveReturn,
  cancelReturn,
  confirmReplacement,
  receiveReturn,
  rejectReturn,
  shipReplacement,
  writeReturnLogistics,
} from './after-sales-moves.service.js';

export async function afterSalesRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;

  const B = CALLS.afterSales;
  serveCall(app, B.addProductReturn, (data, ctx) => applyReturn(deps, ctx.userId, data));
  serveCall(app, B.appeal, async (data, ctx) => {
    await appealReturn(db, ctx.userId, data.id, data.reason);
    return null;
  });
  serveCall(app, B.cancelApply, async (data, ctx) => {
    await cancelReturn(db, ctx.userId, data.id);
    return null;
  });
  serveCall(app, B.writeReturnLogsticsNo, async (data, ctx) => {
    await writeReturnLogistics(db, ctx.userId, data);
    return null;
  });
  serveCall(app, B.confirmReplacement, async (data, ctx) => {
    await confirmReplacement(db, ctx.userId, data.id);
    return null;
  });
  serveCall(app, B.selectSingle, async (data, ctx) =>
    serviceDataOf(db, ctx.userId, data.orderId, (await siteRules(db, deps.config)).afterSalesDays),
  );

  const S = CALLS.sellerAfterSales;
  serveCall(app, S.list, (data, ctx) => listSellerReturns(db, ctx.sellerId, data.status, data.page, data.limit));
  serveCall(app, S.approve, async (data, ctx) => {
    await approveReturn(deps, ctx.sellerId, data.id, data.returnAddressId);
    return null;
  });
  serveCall(app, S.reject, async (data, ctx) => {
    await rejectReturn(db, ctx.sellerId, data.id, data.reason);
    return null;
  });
  serveCall(app, S.receive, async (data, ctx) => {
    await receiveReturn(deps, ctx.sellerId, data.id);
    return null;
  });
  serveCall(app, S.shipReplacement, async (data, ctx) => {
    await shipReplacement(db, ctx.sellerId, data);
    return null;
  });

  await afterSalesAdminRoutes(app);
}
