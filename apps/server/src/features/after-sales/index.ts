import type { TFeature } from '../../plugins/feature.js';

/**
 * After-sales requests: refund only, return and refund, exchange (buyer and seller, issue 14). Its
 * calls are declared in the contract as planned; the routes arrive with the after-sales service.
 */
export const afterSalesFeature: TFeature = { name: 'after-sales' };
