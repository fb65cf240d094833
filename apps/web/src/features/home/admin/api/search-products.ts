import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_QUERY_KEY } from '../../../admin';

/** Products on sale whose title matches `keyword` (the storefront's search), for the product picker. */
export function getProductSearchQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'home', 'products', keyword],
    queryFn: () =>
      request(CALLS.catalogue.queryPortalPage, { pageNO: 1, pageRows: 20, queryName: keyword || undefined }),
    staleTime: 30_000,
  });
}

export function useProductSearch(keyword: string) {
  return useQuery(getProductSearchQueryOptions(keyword));
}
