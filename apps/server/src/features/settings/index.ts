import type { TFeature } from '../../plugins/feature.js';
import { settingsRoutes } from './settings.routes.js';

/** The site's settings: name, company, filings, hotline, and the trade rules orders and after-sales follow. */
export const settingsFeature: TFeature = {
  name: 'settings',
  routes: settingsRoutes,
};
