import type { TFeature } from '../../plugins/feature.js';
import { reviewPersonalData } from './review.personal-data.js';
import { reviewRoutes } from './review.routes.js';

/** Reviews, likes and replies (buyer and seller). */
export const reviewFeature: TFeature = { name: 'review', routes: reviewRoutes, personalData: reviewPersonalData };
