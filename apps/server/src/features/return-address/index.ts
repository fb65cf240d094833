import type { TFeature } from '../../plugins/feature.js';
import { returnAddressRoutes } from './return-address.routes.js';

/** A seller's return addresses (退货地址): where approved returns and exchanges go back (DESIGN-OPERATE §I). */
export const returnAddressFeature: TFeature = {
  name: 'return-address',
  routes: returnAddressRoutes,
};
