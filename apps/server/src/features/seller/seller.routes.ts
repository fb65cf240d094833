import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { sellerProfile, workbenchSummary } from './seller.service.js';
import { sellerAdminRoutes } from './seller-admin.routes.js';
import { sellerApplyRoutes } from './seller-apply.routes.js';

/**
 * The seller workbench's own calls; its orders, products and reviews are served by the features that
 * own them. 商家入驻 (the buyer's application) and the console's sellers are served here too: the
 * applications table is this feature's.
 */
export async function sellerRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  // The demo's switch alone decides whether the login page names the demo accounts (no build flag).
  serveCall(app, CALLS.sellerAccount.loginHints, async () => ({ isDemo: config.SEED_DEMO }));
  serveCall(app, CALLS.sellerAccount.profile, (_data, { sellerId }) => sellerProfile(db, sellerId));
  serveCall(app, CALLS.sellerWorkbench.summary, (_data, { sellerId }) => workbenchSummary(db, sellerId));
  await sellerApplyRoutes(app);
  await sellerAdminRoutes(app);
}
