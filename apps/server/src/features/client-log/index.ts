import type { TFeature } from '../../plugins/feature.js';
import { clientLogRoutes } from './client-log.routes.js';
import { countNewClientErrors, pruneClientErrors } from './client-log.service.js';

export const clientLogFeature: TFeature = {
  name: 'client-log',
  routes: clientLogRoutes,
  consoleQueues: [
    { key: 'clientErrors', title: '新前端错误(24小时)', path: '/admin/client-error', count: countNewClientErrors },
  ],
  jobs: [
    {
      // The error reports beyond the cap go away hourly; idempotent on every instance.
      name: 'prune-client-errors',
      everySeconds: () => 3600,
      run: async (app) => ({ pruned: await pruneClientErrors(app.deps.db) }),
      logAs: '前端错误报告已清理',
    },
  ],
};
