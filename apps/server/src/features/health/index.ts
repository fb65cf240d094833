import type { TFeature } from '../../plugins/feature.js';
import { healthRoutes } from './health.routes.js';

export const healthFeature: TFeature = { name: 'health', routes: healthRoutes };
