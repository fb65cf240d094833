import type { TFeature } from '../../plugins/feature.js';
import { smartHomePersonalData } from './smart-home.personal-data.js';
import { smartHomeRoutes } from './smart-home.routes.js';

/** What the catalogue, the cart and the plans read of the buyer's home. */
export { cachedPerHome, HOME_OF_TOKEN, homeOf, joinReceivedGateways } from './smart-home.service.js';

/** 我的家 (DESIGN.md §H): the buyer's home, which the catalogue's compatibility answers read. */
export const smartHomeFeature: TFeature = {
  name: 'smart-home',
  routes: smartHomeRoutes,
  personalData: smartHomePersonalData,
};
