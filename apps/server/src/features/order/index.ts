import type { TFeature } from '../../plugins/feature.js';
import { orderPersonalData } from './order.personal-data.js';
import { orderRoutes } from './order.routes.js';
import { orderSweepJob } from './order-jobs.js';

export const orderFeature: TFeature = {
  name: 'order',
  routes: orderRoutes,
  personalData: orderPersonalData,
  jobs: [orderSweepJob],
};
