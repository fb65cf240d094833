/**
 * The contract without zod (`@mall/contract/wire`): the call table without its schemas and the fixed
 * values, rules and formatting the web shows, so a page loads none of the schemas (nor zod, nor the
 * region data). Forms that validate with the contract's own schemas import them from '@mall/contract'
 * on the pages that have forms. wire.test.ts holds the rule: nothing here imports zod at run time.
 */
export * from './account/account.rules.js';
export * from './address/address.rules.js';
export * from './after-sales/return-address.rules.js';
export * from './after-sales/return-status.js';
export * from './after-sales/return-status-text.js';
export * from './cart/cart.rules.js';
export * from './catalogue/catalogue.constants.js';
export * from './catalogue/compat.rules.js';
export * from './catalogue/iot.js';
export * from './catalogue/product-status.js';
export * from './catalogue/purchase-limit.rules.js';
export * from './catalogue/search-text.rules.js';
export * from './chat/chat.rules.js';
export { isApiPath } from './common/call.js';
export * from './common/money.js';
export * from './coupon/coupon.rules.js';
export * from './errors/app-errors.js';
export * from './errors/status.js';
export * from './image/image-presets.js';
export * from './invoice/invoice.rules.js';
export * from './invoice/invoice-limit.js';
export * from './log/scrub.js';
export * from './member/member.rules.js';
export * from './order/order.rules.js';
export * from './order/order-status.js';
export * from './pay/pay.rules.js';
export * from './plan/plan.rules.js';
export * from './privacy/privacy.rules.js';
export * from './procurement/procurement.rules.js';
export * from './procurement/procurement-status.js';
export { CALLS } from './wire-calls.js';
