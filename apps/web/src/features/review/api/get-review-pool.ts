import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { REVIEW_QUERY_KEY } from './review-keys';

/** The buyer's received lines awaiting a review, newest receipt first (`queryPool`); one order's with `orderId`. */
export function getReviewPool(page: number, limit: number, orderId?: number) {
  return requestPaged(CALLS.review.queryPool, { page, limit, ...(orderId ? { orderId } : {}) });
}

export function getReviewPoolQueryOptions(page: number, limit: number, orderId?: number) {
  return queryOptions({
    queryKey: [...REVIEW_QUERY_KEY, 'pool', orderId ?? 0, page, limit],
    queryFn: () => getReviewPool(page, limit, orderId),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReviewPool(page: number, limit: number, orderId?: number, enabled = true) {
  return useQuery({ ...getReviewPoolQueryOptions(page, limit, orderId), enabled });
}
