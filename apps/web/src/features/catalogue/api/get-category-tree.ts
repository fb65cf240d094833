import { CALLS } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { CATALOGUE_STALE_MS } from './stale-time';

/** System category tree (`showSon`), whole. */
export function getCategoryTree() {
  return request(CALLS.catalogue.showSon, {});
}

export function getCategoryTreeQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'category-tree'],
    queryFn: () => getCategoryTree(),
    staleTime: 5 * CATALOGUE_STALE_MS,
  });
}

export function useCategoryTree() {
  return useQuery(getCategoryTreeQueryOptions());
}
