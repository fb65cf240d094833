import type { TFeature } from '../../plugins/feature.js';
import { shopRoutes } from './shop.routes.js';

export const shopFeature: TFeature = { name: 'shop', routes: shopRoutes };
