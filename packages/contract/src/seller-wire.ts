/**
 * The seller workbench's part of the contract without zod (`@mall/contract/seller-wire`): its calls'
 * wire table and its rules. Only the /seller pages import it, so buyer pages never load them.
 */
export * from './coupon/seller-coupon.rules.js';
export * from './freight/freight.rules.js';
export * from './seller/seller.rules.js';
export * from './seller/seller-listing.rules.js';
export { SELLER_CALLS } from './seller-wire-calls.js';
