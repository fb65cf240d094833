import type { TFeature } from '../../plugins/feature.js';
import { navigationRoutes } from './navigation.routes.js';

export const navigationFeature: TFeature = { name: 'navigation', routes: navigationRoutes };
