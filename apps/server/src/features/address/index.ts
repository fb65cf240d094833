import type { TFeature } from '../../plugins/feature.js';
import { addressPersonalData } from './address.personal-data.js';
import { addressRoutes } from './address.routes.js';

export const addressFeature: TFeature = { name: 'address', routes: addressRoutes, personalData: addressPersonalData };
