import type { TFeature } from '../../plugins/feature.js';
import { uploadRoutes } from './upload.routes.js';

export const uploadFeature: TFeature = { name: 'upload', routes: uploadRoutes };
