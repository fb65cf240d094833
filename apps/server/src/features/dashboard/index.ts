import type { TFeature } from '../../plugins/feature.js';
import { dashboardRoutes } from './dashboard.routes.js';

/**
 * The console's 运营概览: owns no table; reads the figures through the owners' services and counts the
 * queues the features declare (`consoleQueues`).
 */
export const dashboardFeature: TFeature = {
  name: 'dashboard',
  routes: dashboardRoutes,
};
