import type { TFeature } from '../../plugins/feature.js';
import { healthRoutes, livenessRoutes } from './health.routes.js';

export const healthFeature: TFeature = {
  name: 'health',
  routes: async (app) => {
    await app.register(livenessRoutes);
    await app.register(healthRoutes);
  },
};
