import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_PRODUCT_KEY } from './query-keys';

/** A product's listing and its waiting edit, as the reviewer reads them (`adminProduct.detail`). */
export function getAdminProductDetail(id: number) {
  return request(ADMIN_CALLS.adminProduct.detail, { id });
}

export function getAdminProductDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_PRODUCT_KEY, 'detail', id],
    queryFn: () => getAdminProductDetail(id),
    staleTime: 0,
  });
}

/** Null: nothing is open. */
export function useAdminProductDetail(id: number | null) {
  return useQuery({ ...getAdminProductDetailQueryOptions(id ?? 0), enabled: id !== null });
}
