import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { REVIEW_QUERY_KEY } from './review-keys';

/** One of the buyer's order lines and its review, if written (`selectOnePPC`); silent: the page shows not-found. */
export function getReviewTarget(orderDetailId: number) {
  return request(CALLS.review.selectOnePPC, { orderDetailId }, { isSilent: true });
}

export function getReviewTargetQueryOptions(orderDetailId: number) {
  return queryOptions({
    queryKey: [...REVIEW_QUERY_KEY, 'target', orderDetailId],
    queryFn: () => getReviewTarget(orderDetailId),
    staleTime: 0,
  });
}

export function useReviewTarget(orderDetailId: number | undefined) {
  return useQuery({ ...getReviewTargetQueryOptions(orderDetailId ?? 0), enabled: orderDetailId !== undefined });
}
