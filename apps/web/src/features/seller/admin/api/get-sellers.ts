import { ADMIN_CALLS, type TSellerState } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../../lib/request';
import { ADMIN_SELLER_QUERY_KEY } from './query-keys';

export interface TSellerFilter {
  keyword?: string;
  status?: TSellerState;
  page: number;
  limit: number;
}

/** One page of the sellers (`adminSeller.list`), with `total`. */
export function getSellers(filter: TSellerFilter) {
  return requestPaged(ADMIN_CALLS.adminSeller.list, filter);
}

export function getSellersQueryOptions(filter: TSellerFilter) {
  return queryOptions({
    queryKey: [...ADMIN_SELLER_QUERY_KEY, 'list', filter],
    queryFn: () => getSellers(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSellers(filter: TSellerFilter) {
  return useQuery(getSellersQueryOptions(filter));
}
