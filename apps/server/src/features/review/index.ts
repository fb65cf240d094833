import type { TFeature } from '../../plugins/feature.js';

/**
 * Reviews, likes and replies (buyer and seller, issue 14). Its calls are declared in the contract
 * as planned; the routes arrive with the review service.
 */
export const reviewFeature: TFeature = { name: 'review' };
