import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** System category tree (`showSon`), whole. */
export function getCategoryTree() {
  return request(CALLS.catalogue.showSon, {});
}

export function getCategoryTreeQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'category-tree'],
    queryFn: () => getCategoryTree(),
    staleTime: 5 * 60_000, // changes rarely: fresh for five minutes
  });
}

export function useCategoryTree() {
  return useQuery(getCategoryTreeQueryOptions());
}
