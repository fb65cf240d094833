import type { TFeature } from '../../plugins/feature.js';
import { cartRoutes } from './cart.routes.js';

export const cartFeature: TFeature = { name: 'cart', routes: cartRoutes };
