import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { homeSlots, updateHomePosition } from './home-admin.service.js';

/**
 * The console's home page (DESIGN-OPERATE §A `home`, operators): the portal positions. A change drops
 * the cached `queryPortal` answers once it has committed (`clears`), so the storefront's home shows it
 * at once.
 */
export async function homeAdminRoutes(app: FastifyInstance): Promise<void> {
  const H = CALLS.adminHome;
  const portalPath = CALLS.catalogue.queryPortal.path;
  serveCall(app, H.slots, (_data, { db }) => homeSlots(db));
  serveCall(
    app,
    H.update,
    async (data, { db, audit }) => {
      const { before, after } = await updateHomePosition(db, data.position, data.items);
      audit({ targetType: 'homePosition', targetId: data.position, before, after });
      return null;
    },
    { clears: portalPath },
  );
}
