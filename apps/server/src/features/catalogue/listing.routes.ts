import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import {
  addListing,
  listingDetail,
  removeListing,
  submitListing,
  updateListing,
  withdrawListing,
} from './listing.service.js';
import { listingCsvRoutes } from './listing-csv.routes.js';

/**
 * The workbench's product editor (DESIGN-OPERATE §B): the seller's own products only (another's is
 * 404). Nothing here changes what buyers see (drafts and revisions are not on sale; an operator's
 * approval does), so no cached answer is dropped.
 */
export async function listingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const SP = CALLS.sellerProduct;
  serveCall(app, SP.add, (data, { sellerId }) => addListing(db, sellerId, data));
  serveCall(app, SP.update, (data, { sellerId }) => updateListing(db, sellerId, data));
  serveCall(app, SP.detail, (data, { sellerId }) => listingDetail(db, sellerId, data.id));
  serveCall(app, SP.submit, (data, { sellerId }) => submitListing(db, sellerId, data.id));
  serveCall(app, SP.withdraw, (data, { sellerId }) => withdrawListing(db, sellerId, data.id));
  serveCall(app, SP.remove, async (data, { sellerId }) => {
    await removeListing(db, sellerId, data);
    return null;
  });
  await listingCsvRoutes(app);
}
