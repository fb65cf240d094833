import type { TFeature } from '../../plugins/feature.js';
import { procurementPersonalData } from './procurement.personal-data.js';
import { procurementRoutes } from './procurement.routes.js';

/** Procurement: buyers' demands, sellers' quotes, settlement into an order (DESIGN.md §2, §3). */
export const procurementFeature: TFeature = {
  name: 'procurement',
  routes: procurementRoutes,
  personalData: procurementPersonalData,
};
