import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Standards with their current stock (`getStocks`); not cached long, stock moves. */
export function getStocks(productId: number) {
  return request(CALLS.catalogue.getStocks, { productId });
}

export function getStocksQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'stocks', productId],
    queryFn: () => getStocks(productId),
    staleTime: 5_000,
  });
}

export function useStocks(productId: number) {
  return useQuery(getStocksQueryOptions(productId));
}
