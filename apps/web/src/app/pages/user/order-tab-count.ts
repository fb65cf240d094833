import type { TOrderFilterKey } from '@mall/contract';
import { useOrderCount } from '../../../features/order/api/get-order-count';
import { useReviewPool } from '../../../features/review/api/get-review-pool';

/** The to-do tabs whose orders are counted (待评价 counts goods, not orders). */
const COUNTED_FILTERS: readonly TOrderFilterKey[] = ['nopay', 'ship', 'deliver'];

/**
 * What a tab's badge says (the order list's tabs, the account centre's shortcuts): orders waiting in
 * 待付款 / 待发货 / 待收货; for 待评价 the received goods not yet reviewed (the review pool's total);
 * 全部订单 has no badge (0). Here, not in a feature: it joins two features' calls, and the account
 * centre's chunk should not carry the review feature's components.
 */
export function useOrderTabCount(filter: TOrderFilterKey): number {
  const isPool = filter === 'evaluate';
  const orders = useOrderCount(filter, COUNTED_FILTERS.includes(filter));
  const pool = useReviewPool(1, 1, undefined, isPool);
  if (isPool) return pool.data?.total ?? 0;
  return COUNTED_FILTERS.includes(filter) ? (orders.data ?? 0) : 0;
}
