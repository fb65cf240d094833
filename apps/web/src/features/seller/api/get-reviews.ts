import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { SELLER_QUERY_KEY } from './query-keys';

/** Reviews a page of the workbench's review list. */
export const SELLER_REVIEWS_PAGE_SIZE = 10;

export const SELLER_REVIEWS_QUERY_KEY = [...SELLER_QUERY_KEY, 'reviews'] as const;

/** One page of the reviews of the seller's products, newest first; `replied` filters (`sellerReview.list`). */
export function getSellerReviewsQueryOptions(replied: boolean | undefined, page: number) {
  return queryOptions({
    queryKey: [...SELLER_REVIEWS_QUERY_KEY, replied ?? 'all', page],
    queryFn: () =>
      requestPaged(SELLER_CALLS.sellerReview.list, {
        page,
        limit: SELLER_REVIEWS_PAGE_SIZE,
        ...(replied === undefined ? {} : { replied }),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSellerReviews(replied: boolean | undefined, page: number) {
  return useQuery(getSellerReviewsQueryOptions(replied, page));
}
