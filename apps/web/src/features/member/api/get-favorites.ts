import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { memberKeys } from './query-keys';

/** The buyer's favourites, newest first, each with its product's current card (`favorite/query`). */
export function getFavorites(page: number, limit: number) {
  return requestPaged(CALLS.favorite.query, { page, limit });
}

export function getFavoritesQueryOptions(page: number, limit: number) {
  return queryOptions({ queryKey: memberKeys.favoriteList(page, limit), queryFn: () => getFavorites(page, limit) });
}

export function useFavorites(page: number, limit: number) {
  return useQuery({ ...getFavoritesQueryOptions(page, limit), placeholderData: keepPreviousData });
}
