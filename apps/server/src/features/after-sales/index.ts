import type { TFeature } from '../../plugins/feature.js';
import { afterSalesPersonalData } from './after-sales.personal-data.js';
import { afterSalesRoutes } from './after-sales.routes.js';
import { exchangeSweepJob } from './after-sales-jobs.js';

/** After-sales requests: refund only, return and refund, exchange (buyer and seller, DESIGN.md §3). */
export const afterSalesFeature: TFeature = {
  name: 'after-sales',
  routes: afterSalesRoutes,
  personalData: afterSalesPersonalData,
  jobs: [exchangeSweepJob],
};
