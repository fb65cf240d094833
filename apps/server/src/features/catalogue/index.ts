import type { TFeature } from '../../plugins/feature.js';
import { catalogueRoutes } from './catalogue.routes.js';

export const catalogueFeature: TFeature = { name: 'catalogue', routes: catalogueRoutes };
