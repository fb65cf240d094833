import type { TFeature } from '../../plugins/feature.js';
import { freightRoutes } from './freight.routes.js';

/** Freight (运费模板, the checkout's freight, the detail page's 预计送达; DESIGN-OPERATE §I). */
export const freightFeature: TFeature = {
  name: 'freight',
  routes: freightRoutes,
};
