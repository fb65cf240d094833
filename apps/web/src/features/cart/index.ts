/**
 * The cart's public face: adding to the cart from a product page, the buy-now link, the badge's
 * count and the refresh after an order. Everything else in this folder is internal; `npm run lint`
 * (dependency-cruiser, rule feature-internals) refuses imports that pass by it.
 */
export { useAddToCart } from './api/add-to-cart';
// Plans' 一键加购 reads what the cart holds, adds several lines in a row and refreshes the cart once.
export { CART_QUERY_KEY, getCart, useCartCount } from './api/get-cart';
export { scheduleCartRefresh } from './api/schedule-cart-refresh';
export { detailSettlementHref } from './settlement';
