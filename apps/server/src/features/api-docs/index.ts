import type { TFeature } from '../../plugins/feature.js';
import { apiDocsRoutes } from './api-docs.routes.js';

export const apiDocsFeature: TFeature = { name: 'api-docs', routes: apiDocsRoutes };
