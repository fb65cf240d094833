import type { TCartGroup } from '@mall/contract';
import { CALLS, cartCount } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';

export const CART_QUERY_KEY = ['cart', 'groups'] as const;

/**
 * The cart as groups per seller (`shoppingCart/query`). The navbar and elevator badges read their
 * count from this query (`useCartCount`). Spec §8: a failing cart load is silently ignored.
 */
export async function getCart(): Promise<TCartGroup[]> {
  return (await request(CALLS.cart.query, {}, { isSilent: true })) ?? [];
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

/**
 * The cart count of spec §3 (the sum of all numbers), selected from the cart query: 0 while logged
 * out or before the first load. Adding, changing, deleting and ordering invalidate the query, so the
 * badges follow; sign-out clears the query cache, so no count of a previous buyer stays.
 */
export function useCartCount(): number {
  const token = useSession((s) => s.token);
  const query = useQuery({ ...getCartQueryOptions(), enabled: Boolean(token), select: cartCount });
  return token ? (query.data ?? 0) : 0;
}
