import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
import { disableUser, enableUser, listUsersForAdmin } from './user-admin.service.js';

/** The console's buyers (DESIGN-OPERATE §A `user`, role service). */
export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  const U = CALLS.adminUser;
  serveCall(app, U.list, async (data, { db }) => {
    const { items, total } = await listUsersForAdmin(db, data);
    return new Paged(items, total);
  });
  serveCall(app, U.disable, async (data, { db, audit }) => {
    const { before, after } = await disableUser(db, data.id, data.reason);
    audit({ targetType: 'user', targetId: data.id, before, after });
    return null;
  });
  serveCall(app, U.enable, async (data, { db, audit }) => {
    const { before, after } = await enableUser(db, data.id);
    audit({ targetType: 'user', targetId: data.id, before, after });
    return null;
  });
}
