/**
 * A seller keeps at most this many return addresses (退货地址). Apart from after-sales.rules.ts: the
 * error catalogue, on every first screen, imports it, and must not bring the after-sales reasons along.
 */
export const RETURN_ADDRESS_LIMIT = 20;
