/** At most this many orders at one cashier (the pay call's limit). */
const MAX_CASHIER_ORDERS = 50;
/** The largest id the contract accepts (`zId`). */
const MAX_ID = 2_147_483_647;

/** The mall's cashier for these orders (合并支付: every order of one checkout, paid once). */
export function cashierPath(orderIds: readonly number[]): string {
  return `/order/cashier?orderIds=${orderIds.join(',')}`;
}

/** The order ids of `?orderIds=1,2`, or null when the list is missing or not ids. */
export function parseCashierIds(params: URLSearchParams): number[] | null {
  const raw = params.get('orderIds') ?? '';
  const parts = raw.split(',').filter(Boolean);
  const ids = [...new Set(parts.map(Number))];
  if (ids.length === 0 || ids.length > MAX_CASHIER_ORDERS) return null;
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID)) return null;
  return ids;
}

/** Where a paid checkout goes: one order to its detail, several to the 待发货 list (as the gateway returns). */
export function paidDestination(orderIds: readonly number[]): string {
  return orderIds.length === 1 ? `/order/detail?orderId=${orderIds[0]}` : '/user/order?status=ship';
}

/** The top-up page (去充值), coming back to `returnTo` once the top-up is paid. */
export function rechargePath(returnTo: string): string {
  return `/user/aicoin/buy?returnTo=${encodeURIComponent(returnTo)}`;
}
