import type { TQueryPortalPage } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';

/** Every product page's key starts here. */
export const PRODUCT_PAGE_QUERY_KEY = ['catalogue', 'product-page'] as const;

/** Product list with `total` (`queryPortalPage`). */
export function getProductPage(query: TQueryPortalPage) {
  return requestPaged(CALLS.catalogue.queryPortalPage, query);
}

/**
 * The previous page stays on screen while the next loads. The list pages' hook with its placeholder
 * across re-mounts is `useProductPage` (use-product-page.ts), in a file of its own so the home page's
 * chunk, which only needs these options, does not carry it.
 */
export function getProductPageQueryOptions(query: TQueryPortalPage) {
  return queryOptions({
    queryKey: [...PRODUCT_PAGE_QUERY_KEY, query],
    queryFn: () => getProductPage(query),
    placeholderData: keepPreviousData,
    staleTime: 60_000, // catalogue data changes rarely: fresh for a minute
  });
}
