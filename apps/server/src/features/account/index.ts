import type { TFeature } from '../../plugins/feature.js';
import { accountPersonalData } from './account.personal-data.js';
import { accountRoutes } from './account.routes.js';
import { purgeExpired } from './session.service.js';

export const accountFeature: TFeature = {
  name: 'account',
  routes: accountRoutes,
  personalData: accountPersonalData,
  jobs: [
    {
      // Expired sessions, SMS codes and counters go away hourly; idempotent on every instance.
      name: 'purge-expired',
      everySeconds: () => 3600,
      run: async (app) => {
        await purgeExpired(app.deps.db);
        return undefined;
      },
    },
  ],
};
