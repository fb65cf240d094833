import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
import { listAppeals } from './after-sales.service.js';
import { decideAppeal } from './after-sales-moves.service.js';

/** The console's after-sales appeals (DESIGN-OPERATE §A `afterSales`, role service). */
export async function afterSalesAdminRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const A = CALLS.adminAfterSales;
  serveCall(app, A.appeals, async (data, { db }) => {
    const { items, total } = await listAppeals(db, data.status, data.page, data.limit);
    return new Paged(items, total);
  });
  serveCall(app, A.decide, async (data, { db, audit }) => {
    const { before, after } = await decideAppeal(deps, db, data);
    audit({ targetType: 'productReturn', targetId: data.id, before, after });
    return null;
  });
}
