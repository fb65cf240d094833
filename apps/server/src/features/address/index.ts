import type { TFeature } from '../../plugins/feature.js';
import { addressRoutes } from './address.routes.js';
import { addressPersonalData } from './address.personal-data.js';

export const addressFeature: TFeature = { name: 'address', routes: addressRoutes, personalData: addressPersonalData };
