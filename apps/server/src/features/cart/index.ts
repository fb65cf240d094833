import type { TFeature } from '../../plugins/feature.js';
import { cartPersonalData } from './cart.personal-data.js';
import { cartRoutes } from './cart.routes.js';

export const cartFeature: TFeature = { name: 'cart', routes: cartRoutes, personalData: cartPersonalData };
