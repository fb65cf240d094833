import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_CATEGORY_KEY } from './query-keys';

/** The whole system category tree with product counts (`adminCategory.tree`). */
export function getAdminCategoryTree() {
  return request(ADMIN_CALLS.adminCategory.tree, {});
}

export function getAdminCategoryTreeQueryOptions() {
  return queryOptions({ queryKey: [...ADMIN_CATEGORY_KEY, 'tree'], queryFn: getAdminCategoryTree, staleTime: 0 });
}

export function useAdminCategoryTree() {
  return useQuery(getAdminCategoryTreeQueryOptions());
}

/** After any change of the tree (or its refusal): the tree reloads. */
export function useInvalidateCategoryTree() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_CATEGORY_KEY });
}
