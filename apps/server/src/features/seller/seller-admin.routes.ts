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
  // A suspension or a resumption changes what buyers see at once (the shop's shelves).
  const shelvesChanged = { clears: true } as const;

  serveCall(app, S.applications, (data, { db }) => listApplications(db, data));
  serveCall(app, S.approve, (data, { db, audit }) => approveApplication(deps, db, data.id, audit));
  serveCall(app, S.reject, (data, { db, audit }) => rejectApplication(db, data, audit));
  serveCall(app, S.list, (data, { db }) => listSellers(db, data));
  serveCall(app, S.suspend, (data, { db, audit }) => suspendSeller(db, data, audit), shelvesChanged);
  serveCall(app, S.resume, (data, { db, audit }) => resumeSeller(db, data.id, audit), shelvesChanged);
}
