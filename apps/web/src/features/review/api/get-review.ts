import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { REVIEW_QUERY_KEY } from './review-keys';

/** One review with all its replies (`selectOne`); silent: the reply page shows its own not-found. */
export function getReview(id: number) {
  return request(CALLS.review.selectOne, { id }, { isSilent: true });
}

export function getReviewQueryOptions(id: number) {
  return queryOptions({ queryKey: [...REVIEW_QUERY_KEY, 'one', id], queryFn: () => getReview(id) });
}

export function useReview(id: number | undefined) {
  return useQuery({ ...getReviewQueryOptions(id ?? 0), enabled: id !== undefined });
}
