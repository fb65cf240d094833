import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import {
  approveApplication,
  listApplications,
  listSellers,
  rejectApplication,
  resumeSeller,
  suspendSeller,
} from './seller-admin.service.js';

/**
 * The console's sellers (DESIGN-OPERATE §A `seller`): the 入驻 queue and the sellers. Every write runs
 * in the call's own transaction (`ctx.db`) with its audit rows.
 */
export async function sellerAdminRoutes(app: FastifyInstance): Promise<void> {
  const S = CALLS.adminSeller;
  const { deps } = app;
  /**
   * A suspension changes what buyers see at once: the cached public answers go now, and again once
   * the call's transaction has committed and the answer is sent (a read between the two could have
   * cached the shelves as they were).
   */
  const shelvesChanged = (reply: { raw: { once(event: 'finish', fn: () => void): unknown } }) => {
    deps.responses.clear();
    reply.raw.once('finish', () => deps.responses.clear());
  };

  serveCall(app, S.applications, (data, { db }) => listApplications(db, data));
  serveCall(app, S.approve, (data, { db, audit }) => approveApplication(deps, db, data.id, audit));
  serveCall(app, S.reject, (data, { db, audit }) => rejectApplication(db, data, audit));
  serveCall(app, S.list, (data, { db }) => listSellers(db, data));
  serveCall(app, S.suspend, async (data, { db, audit, reply }) => {
    const result = await suspendSeller(db, data, audit);
    shelvesChanged(reply);
    return result;
  });
  serveCall(app, S.resume, async (data, { db, audit, reply }) => {
    const result = await resumeSeller(db, data.id, audit);
    shelvesChanged(reply);
    return result;
  });
}
