import type { TProductState } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestPaged } from '../../../../lib/request';
import { ADMIN_PRODUCT_KEY } from './query-keys';

/** The console's product filters (全部商品 tab). */
export interface TAdminProductFilter {
  keyword?: string | undefined;
  status?: TProductState | undefined;
  sellerId?: number | undefined;
  page: number;
  limit: number;
}

/** One page of every product (`adminProduct.list`), with `total`. */
export function getAdminProducts(filter: TAdminProductFilter) {
  return requestPaged(ADMIN_CALLS.adminProduct.list, filter);
}

export function getAdminProductsQueryOptions(filter: TAdminProductFilter) {
  return queryOptions({
    queryKey: [...ADMIN_PRODUCT_KEY, 'list', filter],
    queryFn: () => getAdminProducts(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminProducts(filter: TAdminProductFilter) {
  return useQuery(getAdminProductsQueryOptions(filter));
}

/** After a review or a take-down (or its refusal): both tabs reload. */
export function useInvalidateAdminProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCT_KEY });
}
