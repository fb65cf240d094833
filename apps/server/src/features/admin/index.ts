import type { TFeature } from '../../plugins/feature.js';
import { adminRoutes } from './admin.routes.js';
import { purgeExpiredAdminSessions } from './admin.service.js';

/**
 * The platform console's accounts, roles and audit log (DESIGN.md §A). The console's other calls are
 * served by the features that own their tables (categories by catalogue, sellers by seller, …).
 */
export const adminFeature: TFeature = {
  name: 'admin',
  routes: adminRoutes,
  jobs: [
    {
      // Expired admin sessions go away hourly, as buyers' do; idempotent on every instance.
      name: 'purge-admin-sessions',
      everySeconds: () => 3600,
      run: async (app) => {
        await purgeExpiredAdminSessions(app.deps.db, Date.now() - 24 * 3600_000);
        return undefined;
      },
    },
  ],
};
