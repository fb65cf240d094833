import type { TProductCard } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPagedAnswer } from '../../../lib/request';
import type { TPortalQuery } from '../list-params';
import { getProductPageQueryOptions, PRODUCT_PAGE_QUERY_KEY } from './get-product-page';

type TProductPage = TPagedAnswer<TProductCard[]>;

/**
 * A page of `queryPortalPage` for the list pages. The shell re-mounts the page on every change of
 * the query string (spec §2), so `keepPreviousData` alone would flash a skeleton on each filter
 * click: until the new answer arrives the latest answer of the same list (same shop or the whole
 * mall, same page size) stays on screen, dimmed.
 */
export function useProductPage(query: TPortalQuery, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getProductPageQueryOptions(query),
    enabled,
    placeholderData: (previous) => {
      if (previous) return previous;
      const latest = queryClient
        .getQueryCache()
        .findAll({ queryKey: PRODUCT_PAGE_QUERY_KEY })
        .filter((q) => {
          const key = q.queryKey[2] as Partial<TPortalQuery> | undefined;
          return q.state.status === 'success' && key?.agentId === query.agentId && key?.pageRows === query.pageRows;
        })
        .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
      return latest?.state.data as TProductPage | undefined;
    },
  });
}
