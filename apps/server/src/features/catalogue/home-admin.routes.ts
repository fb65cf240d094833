import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { homeSlots, updateHomePosition } from './home-admin.service.js';

/**
 * The console's home page (DESIGN-OPERATE §A `home`, operators): the portal positions. A change drops
 * the cached `queryPortal` answers in the handler and again once the answer has left (after the
 * commit), so the storefront's home shows it at once on this instance, elsewhere when Redis tells the others
 * (else within CATALOGUE_CACHE_MS).
 */
export async function homeAdminRoutes(app: FastifyInstance): Promise<void> {
  const { responses } = app.deps;
  const H = CALLS.adminHome;
  const portalPath = CALLS.catalogue.queryPortal.path;
  app.addHook('onResponse', async (req) => {
    if (req.routeOptions.url === H.update.path) responses.clear(portalPath);
  });
  serveCall(app, H.slots, (_data, { db }) => homeSlots(db));
  serveCall(app, H.update, async (data, { db, audit }) => {
    const { before, after } = await updateHomePosition(db, data.position, data.items);
    audit({ targetType: 'homePosition', targetId: data.position, before, after });
    responses.clear(portalPath);
    return null;
  });
}
