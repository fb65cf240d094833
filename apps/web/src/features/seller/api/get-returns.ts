import { SELLER_CALLS } from '@mall/contract/seller-wire';
import type { TReturnStatus } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { SUMMARY_QUERY_KEY } from './get-summary';
import { SELLER_QUERY_KEY } from './query-keys';

/** Requests a page of the workbench's after-sales list. */
export const RETURNS_PAGE_SIZE = 10;

export const RETURNS_QUERY_KEY = [...SELLER_QUERY_KEY, 'returns'] as const;

/** One page of the seller's after-sales requests, newest first; `status` filters (`sellerAfterSales.list`). */
export function getReturnsQueryOptions(status: TReturnStatus | undefined, page: number) {
  return queryOptions({
    queryKey: [...RETURNS_QUERY_KEY, status ?? 'all', page],
    queryFn: () =>
      requestPaged(SELLER_CALLS.sellerAfterSales.list, {
        page,
        limit: RETURNS_PAGE_SIZE,
        ...(status === undefined ? {} : { status }),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSellerReturns(status: TReturnStatus | undefined, page: number) {
  return useQuery(getReturnsQueryOptions(status, page));
}

/**
 * After any after-sales move the lists and the menu's badges (the summary) are stale. Also after a
 * failed call: a 409 means the request moved meanwhile (the buyer cancelled it).
 */
export function useInvalidateReturns() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RETURNS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY }),
    ]);
}
