import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { REVIEW_QUERY_KEY } from './review-keys';

/** Reviews a page on the product detail (spec §9 page size 10). */
export const REVIEW_PAGE_SIZE = 10;

/** One page of a product's reviews, newest first; `hasImage` keeps those with pictures (`query`). */
export function getReviews(productId: number, hasImage: boolean, page: number) {
  return requestPaged(CALLS.review.query, {
    productId,
    page,
    limit: REVIEW_PAGE_SIZE,
    ...(hasImage ? { hasImage: 1 } : {}),
  });
}

export function getReviewsQueryKey(productId: number, hasImage: boolean, page: number) {
  return [...REVIEW_QUERY_KEY, 'list', productId, hasImage, page] as const;
}

export function getReviewsQueryOptions(productId: number, hasImage: boolean, page: number) {
  return queryOptions({
    queryKey: getReviewsQueryKey(productId, hasImage, page),
    queryFn: () => getReviews(productId, hasImage, page),
    placeholderData: keepPreviousData,
  });
}

export function useReviews(productId: number, hasImage: boolean, page: number) {
  return useQuery(getReviewsQueryOptions(productId, hasImage, page));
}
