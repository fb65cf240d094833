import type { TCallPayload } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateReviews } from './invalidate-reviews';

/** The review of a received order line: score, text, pictures, anonymous (`savePProductComment`'s payload without `parentId`). */
type TPayload = TCallPayload<typeof CALLS.review.savePProductComment>;
export type TNewReview = Omit<TPayload, 'parentId'> & Required<Pick<TPayload, 'orderDetailId' | 'score'>>;

export function saveReview(review: TNewReview) {
  return request(CALLS.review.savePProductComment, review);
}

export function useSaveReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: saveReview, onSuccess: (_, review) => invalidate(review.productId) });
}
