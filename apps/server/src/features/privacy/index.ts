import type { TFeature } from '../../plugins/feature.js';
import { privacyRoutes } from './privacy.routes.js';
import { runDueDeletions } from './privacy.service.js';

/**
 * The buyer's rights over their data (个人信息保护法; DESIGN.md §6): the export and account deletion,
 * over every feature's `personalData` part; the job anonymises accounts whose cooling-off has ended.
 */
export const privacyFeature: TFeature = {
  name: 'privacy',
  routes: privacyRoutes,
  jobs: [
    {
      name: 'account-deletion',
      everySeconds: (config) => config.ACCOUNT_DELETION_SECONDS,
      run: (app, now) => runDueDeletions(app.deps, app.personalData, now),
      logAs: '注销冷静期已满的账号已匿名化',
    },
  ],
};
