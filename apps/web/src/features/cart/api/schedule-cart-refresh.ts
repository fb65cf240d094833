import type { QueryClient } from '@tanstack/react-query';
import { CART_REFRESH_DELAY_MS } from '../settlement';
import { CART_QUERY_KEY } from './get-cart';

/**
 * Spec §4/§9: after an order is created from the cart the client refreshes the cart 2000 ms later
 * (the ordered entries have left it). Not tied to a page: the buyer has moved on by then.
 */
export function scheduleCartRefresh(queryClient: QueryClient): void {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  }, CART_REFRESH_DELAY_MS);
}
