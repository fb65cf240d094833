import type { TFeature } from '../../plugins/feature.js';
import { invoicePersonalData } from './invoice.personal-data.js';
import { invoiceRoutes } from './invoice.routes.js';

export const invoiceFeature: TFeature = { name: 'invoice', routes: invoiceRoutes, personalData: invoicePersonalData };
