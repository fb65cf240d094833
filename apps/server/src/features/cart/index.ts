import type { TFeature } from '../../plugins/feature.js';
import { cartRoutes } from './cart.routes.js';
import { cartPersonalData } from './cart.personal-data.js';

export const cartFeature: TFeature = { name: 'cart', routes: cartRoutes, personalData: cartPersonalData };
