import type { TFeature } from '../../plugins/feature.js';
import { paymentRoutes } from './payment.routes.js';
import { notifyDeliveryJob } from './payment-jobs.js';

export const paymentFeature: TFeature = { name: 'payment', routes: paymentRoutes, jobs: [notifyDeliveryJob] };
