/**
 * The platform console's part of the contract without zod (`@mall/contract/admin-wire`): its calls'
 * wire table and its rules. Only the /admin pages import it, so buyer and seller pages never load them.
 */
export * from './admin/admin.rules.js';
export { ADMIN_CALLS } from './admin-wire-calls.js';
export * from './content/content.rules.js';
export * from './coupon/seller-coupon.rules.js';
export * from './home/home-admin.rules.js';
export * from './news/news-admin.rules.js';
export * from './seller/seller-apply.rules.js';
export * from './seller/seller-listing.rules.js';
export * from './settings/settings.rules.js';
