import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { memberKeys } from './query-keys';

/** Whether the product is among the buyer's favourites (`favorite/check`); silent: a heart never toasts. */
export async function checkFavorite(productId: number): Promise<boolean> {
  return (await request(CALLS.favorite.check, { productId }, { isSilent: true })).favorite;
}

export function checkFavoriteQueryOptions(productId: number) {
  return queryOptions({ queryKey: memberKeys.favoriteCheck(productId), queryFn: () => checkFavorite(productId) });
}

/** The detail page's heart: asked only when logged in. */
export function useIsFavorite(productId: number): boolean {
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const query = useQuery({ ...checkFavoriteQueryOptions(productId), enabled: isLoggedIn });
  return isLoggedIn && query.data === true;
}
