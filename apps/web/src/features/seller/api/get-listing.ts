import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_PRODUCT_QUERY_KEY } from './get-products';

/** A product as the editor reads it: its listing, state and revision (`sellerProduct.detail`). */
export function getListing(id: number) {
  return request(SELLER_CALLS.sellerProduct.detail, { id });
}

/** Under the products' key: every save, submit or shelf change reloads it with the list. */
export function getListingQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...SELLER_PRODUCT_QUERY_KEY, 'detail', id],
    queryFn: () => getListing(id),
    staleTime: 0,
  });
}

export function useListing(id: number | null) {
  return useQuery({ ...getListingQueryOptions(id ?? 0), enabled: id !== null });
}
