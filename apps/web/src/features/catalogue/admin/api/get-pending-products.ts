import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../../lib/request';
import { ADMIN_PRODUCT_KEY } from './query-keys';

/** One page of the review queue, the longest waiting first (`adminProduct.pending`), with `total`. */
export function getPendingProducts(paging: { page: number; limit: number }) {
  return requestPaged(ADMIN_CALLS.adminProduct.pending, paging);
}

export function getPendingProductsQueryOptions(paging: { page: number; limit: number }) {
  return queryOptions({
    queryKey: [...ADMIN_PRODUCT_KEY, 'pending', paging],
    queryFn: () => getPendingProducts(paging),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePendingProducts(paging: { page: number; limit: number }) {
  return useQuery(getPendingProductsQueryOptions(paging));
}
