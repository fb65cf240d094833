import type { TFeature } from '../../plugins/feature.js';
import { imageRoutes } from './image.routes.js';

export const imageFeature: TFeature = { name: 'image', routes: imageRoutes };
