import type { TFeature } from '../../plugins/feature.js';
import { sellerPersonalData } from './seller.personal-data.js';
import { sellerRoutes } from './seller.routes.js';

/** The seller workbench: the profile and the 工作台 summary, composed from other features' services. */
export const sellerFeature: TFeature = {
  name: 'seller',
  routes: sellerRoutes,
  personalData: sellerPersonalData,
};
