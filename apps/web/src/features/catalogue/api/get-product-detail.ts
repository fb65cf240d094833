import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** One product (`details`). Silent: the page shows its own not-found and error states, no toast on top. */
export function getProductDetail(id: number) {
  return request(CALLS.catalogue.details, { id }, { isSilent: true });
}

export function getProductDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['catalogue', 'detail', id],
    queryFn: () => getProductDetail(id),
    staleTime: 60_000, // catalogue data changes rarely: fresh for a minute
  });
}

export function useProductDetail(id: number) {
  return useQuery(getProductDetailQueryOptions(id));
}
