import { CALLS, cartCount, type TCartGroup } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useCart } from '../../../stores/cart';
import { useSession } from '../../../stores/session';

export const CART_QUERY_KEY = ['cart', 'groups'] as const;

/**
 * The cart as groups per seller (`shoppingCart/query`). Every load also sets the navbar badge to the
 * cart count (spec §3: the sum of all numbers). Spec §8: a failing cart load is silently ignored.
 */
export async function getCart(): Promise<TCartGroup[]> {
  const token = useSession.getState().token;
  const groups = (await request(CALLS.cart.query, {}, { isSilent: true })) ?? [];
  // A sign-out (or another account) meanwhile: this answer is not the current buyer's cart.
  if (useSession.getState().token === token) useCart.getState().setCount(cartCount(groups));
  return groups;
}

export function getCartQueryOptions() {
  return queryOptions({ queryKey: CART_QUERY_KEY, queryFn: getCart });
}

/** The cart of the signed-in buyer (nothing is asked for while logged out). */
export function useCartGroups(options: { isFresh?: boolean } = {}) {
  const token = useSession((s) => s.token);
  return useQuery({
    ...getCartQueryOptions(),
    enabled: Boolean(token),
    // Pages that act on the cart ask again when they open: stock and shelves move.
    ...(options.isFresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** Loads the cart once a buyer is logged in, so the navbar and elevator badges show the count. */
export function useCartCountLoader(): void {
  useCartGroups();
}
