import { SERVICE_ONLY } from '@mall/contract';
import type { TFeature } from '../../plugins/feature.js';
import { afterSalesPersonalData } from './after-sales.personal-data.js';
import { afterSalesRoutes } from './after-sales.routes.js';
import { countWaitingAppeals } from './after-sales.service.js';
import { exchangeSweepJob } from './after-sales-jobs.js';

/** After-sales requests: refund only, return and refund, exchange (buyer and seller, DESIGN.md §3). */
export const afterSalesFeature: TFeature = {
  name: 'after-sales',
  routes: afterSalesRoutes,
  personalData: afterSalesPersonalData,
  jobs: [exchangeSweepJob],
  consoleQueues: [
    {
      key: 'appeals',
      title: '待处理售后申诉',
      path: '/admin/appeal',
      roles: SERVICE_ONLY,
      count: (db) => countWaitingAppeals(db),
    },
  ],
};
