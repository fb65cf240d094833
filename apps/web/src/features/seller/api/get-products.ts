import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { keepPreviousData, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { sellerProductPayload, type TSellerProductFilter } from '../product-filter';
import { SUMMARY_QUERY_KEY } from './get-summary';
import { SELLER_QUERY_KEY } from './query-keys';

/** Every seller product query key starts here; price, stock and shelf changes invalidate the lot. */
export const SELLER_PRODUCT_QUERY_KEY = [...SELLER_QUERY_KEY, 'product'] as const;

/** Products a page of the workbench's list holds. */
export const SELLER_PRODUCT_PAGE_SIZE = 10;

/** One page of the seller's products with their standards (`sellerProduct.list`), with `total`. */
export function getSellerProductsQueryOptions(filter: TSellerProductFilter) {
  return queryOptions({
    queryKey: [...SELLER_PRODUCT_QUERY_KEY, 'list', filter],
    queryFn: () =>
      requestPaged(SELLER_CALLS.sellerProduct.list, {
        ...sellerProductPayload(filter),
        page: filter.page,
        limit: SELLER_PRODUCT_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSellerProducts(filter: TSellerProductFilter) {
  return useQuery(getSellerProductsQueryOptions(filter));
}

/** After a price, stock or shelf change (or its refusal): the product lists and the summary (库存预警) reload. */
export function invalidateSellerProducts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SELLER_PRODUCT_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY }),
  ]);
}

export function useInvalidateSellerProducts() {
  const queryClient = useQueryClient();
  return () => invalidateSellerProducts(queryClient);
}
