import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { sellerProfile, workbenchSummary } from './seller.service.js';

/** The seller workbench's own calls; its orders, products and reviews are served by the features that own them. */
export async function sellerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  serveCall(app, CALLS.sellerAccount.profile, (_data, { sellerId }) => sellerProfile(db, sellerId));
  serveCall(app, CALLS.sellerWorkbench.summary, (_data, { sellerId }) => workbenchSummary(db, sellerId));
}
