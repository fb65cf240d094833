import type { TFeature } from '../../plugins/feature.js';
import { addressRoutes } from './address.routes.js';

export const addressFeature: TFeature = { name: 'address', routes: addressRoutes };
